# Sourced by the fuzz scripts that link several package modules (fuzz/cli,
# fuzz/chart): `build_module NAME SOURCES…` compiles one module with libFuzzer's
# and AddressSanitizer's instrumentation into "$out" (which the caller sets) as
# a static library and its .swiftmodule, for the next modules and the target to
# import; `flags` holds the flags they share.
flags=(-swift-version 6 -sanitize=fuzzer,address -parse-as-library -g -O -I "$out")

build_module() {  # name, sources...
  local name="$1"; shift
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    -emit-library -static -o "$out/lib$name.a" "$@"
}
