// The DRM ioctls (see include/DRMInterface.h); the structures only these
// wrappers pass are spelled here.
#include "DRMInterface.h"

#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/sysmacros.h>
#include <sys/types.h>

#define RC_DRM_IO(nr) _IO('d', nr)
#define RC_DRM_IOWR(nr, type) _IOWR('d', nr, type)

/// drm_version; `__kernel_size_t` is size_t on every Linux target.
struct rc_drm_version {
    int version_major, version_minor, version_patchlevel;
    size_t name_len;
    char *name;
    size_t date_len;
    char *date;
    size_t desc_len;
    char *desc;
};

/// drm_get_cap.
struct rc_drm_get_cap {
    __u64 capability, value;
};

/// drm_mode_map_dumb.
struct rc_drm_map_dumb {
    __u32 handle, pad;
    __u64 offset;
};

/// drm_mode_fb_dirty_cmd.
struct rc_drm_fb_dirty_cmd {
    __u32 fb_id, flags, color, num_clips;
    __u64 clips_ptr;
};

/// drm_wait_vblank's request half: `type` is the enum drm_vblank_seq_type,
/// an int in the kernel's layout. The reply half is larger, so the union is
/// spelled with it.
struct rc_drm_wait_vblank_request {
    unsigned int type;
    unsigned int sequence;
    unsigned long signal;
};
struct rc_drm_wait_vblank_reply {
    unsigned int type;
    unsigned int sequence;
    long tval_sec, tval_usec;
};
union rc_drm_wait_vblank {
    struct rc_drm_wait_vblank_request request;
    struct rc_drm_wait_vblank_reply reply;
};

_Static_assert(sizeof(struct rc_drm_get_cap) == 16, "drm_get_cap");
_Static_assert(sizeof(struct rc_drm_map_dumb) == 16, "drm_mode_map_dumb");
_Static_assert(sizeof(struct rc_drm_fb_dirty_cmd) == 24, "drm_mode_fb_dirty_cmd");

enum {
    DRM_CAP_DUMB_BUFFER = 0x1,
    VBLANK_RELATIVE = 0x1,
    VBLANK_SECONDARY = 0x20000000,
    VBLANK_HIGH_CRTC_SHIFT = 1,
    VBLANK_HIGH_CRTC_MASK = 0x3e,
};

static int call(int fd, unsigned long request, void *argument) {
    int result;
    do result = ioctl(fd, request, argument);
    while (result == -1 && (errno == EINTR || errno == EAGAIN));
    return result;
}

int rc_drm_is_device(unsigned long long rdev) { return major((dev_t)rdev) == 226; }

int rc_drm_driver_name(int fd, char *name, size_t capacity) {
    if (capacity == 0) return -1;
    struct rc_drm_version version;
    memset(&version, 0, sizeof version);
    version.name = name;
    version.name_len = capacity - 1;
    int result = call(fd, RC_DRM_IOWR(0x00, struct rc_drm_version), &version);
    name[result == 0 && version.name_len < capacity ? version.name_len : 0] = 0;
    return result;
}

int rc_drm_has_dumb_buffers(int fd, __u64 *value) {
    struct rc_drm_get_cap cap = {.capability = DRM_CAP_DUMB_BUFFER, .value = 0};
    int result = call(fd, RC_DRM_IOWR(0x0c, struct rc_drm_get_cap), &cap);
    *value = cap.value;
    return result;
}

int rc_drm_set_master(int fd) { return call(fd, RC_DRM_IO(0x1e), NULL); }

int rc_drm_get_resources(int fd, struct rc_drm_card_res *res) {
    return call(fd, RC_DRM_IOWR(0xA0, struct rc_drm_card_res), res);
}

int rc_drm_get_crtc(int fd, struct rc_drm_crtc *crtc) { return call(fd, RC_DRM_IOWR(0xA1, struct rc_drm_crtc), crtc); }

int rc_drm_set_crtc(int fd, struct rc_drm_crtc *crtc) { return call(fd, RC_DRM_IOWR(0xA2, struct rc_drm_crtc), crtc); }

int rc_drm_get_encoder(int fd, struct rc_drm_get_encoder *encoder) {
    return call(fd, RC_DRM_IOWR(0xA6, struct rc_drm_get_encoder), encoder);
}

int rc_drm_get_connector(int fd, struct rc_drm_get_connector *connector) {
    return call(fd, RC_DRM_IOWR(0xA7, struct rc_drm_get_connector), connector);
}

int rc_drm_add_fb(int fd, struct rc_drm_fb_cmd *fb) { return call(fd, RC_DRM_IOWR(0xAE, struct rc_drm_fb_cmd), fb); }

int rc_drm_remove_fb(int fd, __u32 fb_id) {
    unsigned int id = fb_id;
    return call(fd, RC_DRM_IOWR(0xAF, unsigned int), &id);
}

int rc_drm_dirty_fb(int fd, __u32 fb_id, struct rc_drm_clip_rect *clips, __u32 count) {
    struct rc_drm_fb_dirty_cmd dirty = {.fb_id = fb_id, .num_clips = count, .clips_ptr = (__u64)(unsigned long)clips};
    return call(fd, RC_DRM_IOWR(0xB1, struct rc_drm_fb_dirty_cmd), &dirty);
}

int rc_drm_create_dumb(int fd, struct rc_drm_create_dumb *dumb) {
    return call(fd, RC_DRM_IOWR(0xB2, struct rc_drm_create_dumb), dumb);
}

int rc_drm_map_dumb(int fd, __u32 handle, __u64 *offset) {
    struct rc_drm_map_dumb map = {.handle = handle};
    int result = call(fd, RC_DRM_IOWR(0xB3, struct rc_drm_map_dumb), &map);
    *offset = map.offset;
    return result;
}

int rc_drm_destroy_dumb(int fd, __u32 handle) {
    __u32 destroy = handle;
    return call(fd, RC_DRM_IOWR(0xB4, __u32), &destroy);
}

int rc_drm_wait_vblank(int fd, unsigned pipe) {
    union rc_drm_wait_vblank wait;
    memset(&wait, 0, sizeof wait);
    wait.request.type = VBLANK_RELATIVE;
    if (pipe == 1)
        wait.request.type |= VBLANK_SECONDARY;
    else if (pipe > 1)
        wait.request.type |= (pipe << VBLANK_HIGH_CRTC_SHIFT) & VBLANK_HIGH_CRTC_MASK;
    wait.request.sequence = 1;
    return call(fd, RC_DRM_IOWR(0x3a, union rc_drm_wait_vblank), &wait);
}
