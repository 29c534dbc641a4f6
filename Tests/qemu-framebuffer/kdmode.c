/* Prints the console mode of /dev/tty0 (0 = text, 1 = graphics) for the guest's
   init; -1 when it cannot be read. */
#include <fcntl.h>
#include <linux/kd.h>
#include <stdio.h>
#include <sys/ioctl.h>

int main(void) {
    long mode = -1;
    int fd = open("/dev/tty0", O_RDWR);
    if (fd < 0 || ioctl(fd, KDGETMODE, &mode) != 0) mode = -1;
    printf("%ld\n", mode);
    return 0;
}
