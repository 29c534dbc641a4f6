/* The test guest's DRM helper, through rasterchart's own ioctl wrappers
   (Sources/CFramebuffer/DRMInterface.c):

     drmtool before   puts a known picture on the first connected connector (a
                      dumb buffer of its preferred mode: four quadrants, red,
                      green, blue and white), gives up DRM master so rasterchart
                      can take the card, prints "@@BEFORE fb=N crtc=N", and
                      stays to keep its framebuffer alive.
     drmtool state    prints "fb=N" for that connector's CRTC now (0: off).

   The picture a show must give back when it ends is the "before" one; with
   the kernel's fbdev emulation off nothing else would tell a restored CRTC from
   one the kernel switched off when rasterchart's buffer went away. */
#include <DRMInterface.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

/* The first connected connector's id, its preferred mode and the CRTC its
   encoder can use; 0 on success. */
static int find_output(int fd, __u32 *connector_id, struct rc_drm_mode_info *mode, __u32 *crtc_id) {
    __u32 crtcs[16], connectors[16];
    struct rc_drm_card_res res;
    memset(&res, 0, sizeof res);
    res.crtc_id_ptr = (__u64)(uintptr_t)crtcs;
    res.connector_id_ptr = (__u64)(uintptr_t)connectors;
    res.count_crtcs = 16;
    res.count_connectors = 16;
    if (rc_drm_get_resources(fd, &res) != 0) return -1;
    for (__u32 i = 0; i < res.count_connectors && i < 16; i++) {
        struct rc_drm_mode_info modes[64];
        __u32 encoders[8];
        struct rc_drm_get_connector c;
        memset(&c, 0, sizeof c);
        c.connector_id = connectors[i];
        if (rc_drm_get_connector(fd, &c) != 0 || c.connection != RC_DRM_MODE_CONNECTED || c.count_modes == 0) continue;
        __u32 count_modes = c.count_modes < 64 ? c.count_modes : 64, count_encoders = c.count_encoders < 8 ? c.count_encoders : 8;
        memset(&c, 0, sizeof c);
        c.connector_id = connectors[i];
        c.modes_ptr = (__u64)(uintptr_t)modes;
        c.count_modes = count_modes;
        c.encoders_ptr = (__u64)(uintptr_t)encoders;
        c.count_encoders = count_encoders;
        if (rc_drm_get_connector(fd, &c) != 0 || c.count_encoders == 0) continue;
        *connector_id = connectors[i];
        *mode = modes[0];
        for (__u32 m = 0; m < count_modes; m++)
            if (modes[m].type & RC_DRM_MODE_TYPE_PREFERRED) {
                *mode = modes[m];
                break;
            }
        struct rc_drm_get_encoder e;
        memset(&e, 0, sizeof e);
        e.encoder_id = c.encoder_id ? c.encoder_id : encoders[0];
        if (rc_drm_get_encoder(fd, &e) != 0) return -1;
        if (e.crtc_id) {
            *crtc_id = e.crtc_id;
            return 0;
        }
        for (__u32 k = 0; k < res.count_crtcs && k < 16; k++)
            if (e.possible_crtcs & (1u << k)) {
                *crtc_id = crtcs[k];
                return 0;
            }
    }
    return -1;
}

static int before(int fd) {
    __u32 connector, crtc_id;
    struct rc_drm_mode_info mode;
    if (find_output(fd, &connector, &mode, &crtc_id) != 0) return 1;
    struct rc_drm_create_dumb dumb = {.width = mode.hdisplay, .height = mode.vdisplay, .bpp = 32};
    __u64 offset;
    if (rc_drm_create_dumb(fd, &dumb) != 0 || rc_drm_map_dumb(fd, dumb.handle, &offset) != 0) return 1;
    uint8_t *pixels = mmap(NULL, dumb.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (off_t)offset);
    if (pixels == MAP_FAILED) return 1;
    struct rc_drm_fb_cmd fb = {.width = dumb.width, .height = dumb.height, .pitch = dumb.pitch, .bpp = 32, .depth = 24, .handle = dumb.handle};
    if (rc_drm_add_fb(fd, &fb) != 0) return 1;
    struct rc_drm_crtc crtc;
    memset(&crtc, 0, sizeof crtc);
    crtc.crtc_id = crtc_id;
    crtc.fb_id = fb.fb_id;
    crtc.set_connectors_ptr = (__u64)(uintptr_t)&connector;
    crtc.count_connectors = 1;
    crtc.mode = mode;
    crtc.mode_valid = 1;
    struct rc_drm_clip_rect all = {0, 0, (unsigned short)dumb.width, (unsigned short)dumb.height};
    if (rc_drm_set_crtc(fd, &crtc) != 0) return 1;
    /* Drawn once the buffer is on the screen, as rasterchart draws: bochs
       showed a buffer drawn before it was put up as black. */
    for (__u32 y = 0; y < dumb.height; y++)
        for (__u32 x = 0; x < dumb.width; x++) {
            int right = x >= dumb.width / 2, low = y >= dumb.height / 2;
            uint32_t colour = !low ? (!right ? 0xFF0000 : 0x00FF00) : (!right ? 0x0000FF : 0xFFFFFF);
            memcpy(pixels + y * dumb.pitch + 4 * x, &colour, 4);
        }
    rc_drm_dirty_fb(fd, fb.fb_id, &all, 1);
    if (ioctl(fd, _IO('d', 0x1f), NULL) != 0) return 1; /* DRM_IOCTL_DROP_MASTER */
    printf("@@BEFORE fb=%u crtc=%u\n", fb.fb_id, crtc_id);
    fflush(stdout);
    for (;;) pause();
}

static int state(int fd) {
    __u32 connector, crtc_id;
    struct rc_drm_mode_info mode;
    if (find_output(fd, &connector, &mode, &crtc_id) != 0) return 1;
    struct rc_drm_crtc crtc;
    memset(&crtc, 0, sizeof crtc);
    crtc.crtc_id = crtc_id;
    if (rc_drm_get_crtc(fd, &crtc) != 0) return 1;
    printf("fb=%u\n", crtc.mode_valid ? crtc.fb_id : 0);
    return 0;
}

int main(int argc, char **argv) {
    int fd = open("/dev/dri/card0", O_RDWR | O_CLOEXEC);
    if (fd < 0 || argc != 2) {
        printf("fb=error\n");
        return 1;
    }
    if (strcmp(argv[1], "before") == 0) return before(fd);
    return state(fd);
}
