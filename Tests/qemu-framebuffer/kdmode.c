/* Prints the console mode of /dev/tty0 (0 = text, 1 = graphics) for the guest's
   init; -1 when it cannot be read. `kdmode graphics` first sets graphics mode,
   as a run killed together with its console guardian leaves the console. */
#include <fcntl.h>
#include <linux/kd.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>

/* KDGETMODE stores an int (the kernel's put_user goes through an int pointer);
   a long here would keep garbage in its upper half. */
int main(int argc, char **argv) {
    int mode = -1;
    int fd = open("/dev/tty0", O_RDWR);
    if (fd >= 0 && argc > 1 && strcmp(argv[1], "graphics") == 0) ioctl(fd, KDSETMODE, KD_GRAPHICS);
    if (fd < 0 || ioctl(fd, KDGETMODE, &mode) != 0) mode = -1;
    printf("%d\n", mode);
    return 0;
}
