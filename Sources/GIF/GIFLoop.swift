/// How often a viewer plays the animation, as the NETSCAPE2.0 application block says.
///
/// The block stores the number of *repeats* after the first play (0 meaning
/// forever), which is what Pillow's `loop=` and ffmpeg's `-loop` write too.
/// `.repeats(0)` plays once and writes no block at all.
public enum GIFLoop: Hashable, Sendable {
    /// Loop count 0 in the block: play forever.
    case forever
    /// Play once, then `n` more times (0…65535).
    case repeats(Int)
}
