// The part of the kernel's DRM mode-setting interface rasterchart uses: the
// structures of include/uapi/drm/drm.h and drm_mode.h it passes to ioctl, with
// the kernel's field names and an rc_ prefix, and thin wrappers for the ioctls.
//
// Why spelled here: Debian ships those headers only in libdrm-dev (not in
// linux-libc-dev), which brings six GPU libraries with it for a dozen
// structures. They are a stable kernel ABI, laid out with fixed-size fields
// and explicit padding, the same on x86-64 and arm64; each size is checked
// below against the kernel's, and the request numbers are built with the
// kernel's own _IOWR.
#ifndef RASTERCHART_DRM_INTERFACE_H
#define RASTERCHART_DRM_INTERFACE_H

#include <linux/ioctl.h>
#include <linux/types.h>
#include <stddef.h>

/// A display mode (drm_mode_modeinfo).
struct rc_drm_mode_info {
    __u32 clock;
    __u16 hdisplay, hsync_start, hsync_end, htotal, hskew;
    __u16 vdisplay, vsync_start, vsync_end, vtotal, vscan;
    __u32 vrefresh;
    __u32 flags;
    __u32 type;
    char name[32];
};

/// DRM_IOCTL_MODE_GETRESOURCES (drm_mode_card_res): the ids of the card's
/// CRTCs, connectors and encoders, filled into arrays the caller provides.
struct rc_drm_card_res {
    __u64 fb_id_ptr, crtc_id_ptr, connector_id_ptr, encoder_id_ptr;
    __u32 count_fbs, count_crtcs, count_connectors, count_encoders;
    __u32 min_width, max_width, min_height, max_height;
};

/// DRM_IOCTL_MODE_GETCRTC and SETCRTC (drm_mode_crtc).
struct rc_drm_crtc {
    __u64 set_connectors_ptr;
    __u32 count_connectors;
    __u32 crtc_id;
    __u32 fb_id;
    __u32 x, y;
    __u32 gamma_size;
    __u32 mode_valid;
    struct rc_drm_mode_info mode;
};

/// DRM_IOCTL_MODE_GETENCODER (drm_mode_get_encoder).
struct rc_drm_get_encoder {
    __u32 encoder_id, encoder_type, crtc_id, possible_crtcs, possible_clones;
};

/// DRM_IOCTL_MODE_GETCONNECTOR (drm_mode_get_connector).
struct rc_drm_get_connector {
    __u64 encoders_ptr, modes_ptr, props_ptr, prop_values_ptr;
    __u32 count_modes, count_props, count_encoders;
    __u32 encoder_id, connector_id, connector_type, connector_type_id;
    __u32 connection;
    __u32 mm_width, mm_height;
    __u32 subpixel;
    __u32 pad;
};

/// DRM_IOCTL_MODE_ADDFB (drm_mode_fb_cmd).
struct rc_drm_fb_cmd {
    __u32 fb_id, width, height, pitch, bpp, depth, handle;
};

/// A damaged rectangle for DRM_IOCTL_MODE_DIRTYFB (drm_clip_rect): x2 and y2 exclusive.
struct rc_drm_clip_rect {
    unsigned short x1, y1, x2, y2;
};

/// DRM_IOCTL_MODE_CREATE_DUMB (drm_mode_create_dumb).
struct rc_drm_create_dumb {
    __u32 height, width, bpp, flags;
    __u32 handle, pitch;
    __u64 size;
};

_Static_assert(sizeof(struct rc_drm_mode_info) == 68, "drm_mode_modeinfo");
_Static_assert(sizeof(struct rc_drm_card_res) == 64, "drm_mode_card_res");
_Static_assert(sizeof(struct rc_drm_crtc) == 104, "drm_mode_crtc");
_Static_assert(sizeof(struct rc_drm_get_encoder) == 20, "drm_mode_get_encoder");
_Static_assert(sizeof(struct rc_drm_get_connector) == 80, "drm_mode_get_connector");
_Static_assert(sizeof(struct rc_drm_fb_cmd) == 28, "drm_mode_fb_cmd");
_Static_assert(sizeof(struct rc_drm_clip_rect) == 8, "drm_clip_rect");
_Static_assert(sizeof(struct rc_drm_create_dumb) == 32, "drm_mode_create_dumb");

/// DRM_MODE_CONNECTED in rc_drm_get_connector.connection.
#define RC_DRM_MODE_CONNECTED 1
/// DRM_MODE_TYPE_PREFERRED in rc_drm_mode_info.type: the display's own choice.
#define RC_DRM_MODE_TYPE_PREFERRED (1 << 3)

// Each wrapper returns ioctl's result (0, or -1 with errno), repeating the call
// when a signal interrupts it.

/// Whether `rdev` (a character device's st_rdev) is a DRM node (major 226).
int rc_drm_is_device(unsigned long long rdev);
/// DRM_IOCTL_VERSION: the driver's name (e.g. "vc4"), cut to `capacity` - 1 bytes.
int rc_drm_driver_name(int fd, char *name, size_t capacity);
/// DRM_IOCTL_GET_CAP with DRM_CAP_DUMB_BUFFER: stores 1 in *value when the
/// driver makes dumb buffers.
int rc_drm_has_dumb_buffers(int fd, __u64 *value);
/// DRM_IOCTL_SET_MASTER: fails (EBUSY, EACCES, EPERM) while another program
/// drives the screen.
int rc_drm_set_master(int fd);
int rc_drm_get_resources(int fd, struct rc_drm_card_res *res);
int rc_drm_get_connector(int fd, struct rc_drm_get_connector *connector);
int rc_drm_get_encoder(int fd, struct rc_drm_get_encoder *encoder);
int rc_drm_get_crtc(int fd, struct rc_drm_crtc *crtc);
int rc_drm_set_crtc(int fd, struct rc_drm_crtc *crtc);
int rc_drm_create_dumb(int fd, struct rc_drm_create_dumb *dumb);
/// DRM_IOCTL_MODE_MAP_DUMB: the offset to mmap the buffer at.
int rc_drm_map_dumb(int fd, __u32 handle, __u64 *offset);
int rc_drm_destroy_dumb(int fd, __u32 handle);
int rc_drm_add_fb(int fd, struct rc_drm_fb_cmd *fb);
int rc_drm_remove_fb(int fd, __u32 fb_id);
/// DRM_IOCTL_MODE_DIRTYFB: tells drivers that copy the buffer to the display
/// (USB, SPI panels, virtual GPUs) which part changed; ENOSYS from one that
/// scans the buffer out directly and needs no telling.
int rc_drm_dirty_fb(int fd, __u32 fb_id, struct rc_drm_clip_rect *clips, __u32 count);
/// DRM_IOCTL_WAIT_VBLANK for the next vertical blank of the CRTC at `pipe`
/// (its index in the card's CRTC list).
int rc_drm_wait_vblank(int fd, unsigned pipe);

#endif
