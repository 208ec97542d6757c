"""The container route: the engine runs in an SGLang image the user names, under docker or podman.

What the container gets, and nothing more: the GPU, the model folder read-only, the staged engine
extension read-only, the key file read-only (the key never appears on the argv), the Humming JIT
cache (kept across launches), the port published on 127.0.0.1 only, and the hub offline. Ling Desk
never pulls an image (`--pull=never`): the image is the user's to fetch.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

RUNTIMES = ("docker", "podman")
# Inside the container the server must listen on the container's own interface for the
# published port to reach it; the host side of that port is 127.0.0.1 only (-p below).
CONTAINER_HOST = "0.0.0.0"
ENGINE_ENTRY = ("python3", "-m", "sglang.launch_server")


def container_name(port: int) -> str:
    return f"ling-desk-engine-{port}"


def gpu_flags(runtime: str) -> list[str]:
    # docker: the NVIDIA container toolkit's --gpus; podman: the toolkit's CDI device name.
    return ["--gpus", "all"] if runtime == "docker" else ["--device", "nvidia.com/gpu=all"]


def container_launcher(
    runtime: str,
    image: str,
    *,
    port: int,
    read_only: Sequence[Path],
    writable: Sequence[Path] = (),
    env: Mapping[str, str],
) -> list[str]:
    """The argv prefix that runs the engine in the image; the engine's own flags follow it."""
    argv = [runtime, "run", "--rm", "--pull=never", "--name", container_name(port)]
    argv += gpu_flags(runtime)
    # SGLang's processes share tensors through /dev/shm; the default 64 MB is far too small.
    argv += ["--ipc=host", "-p", f"127.0.0.1:{port}:{port}"]
    for p in dict.fromkeys(read_only):
        argv += ["-v", f"{p}:{p}:ro"]  # the same path inside, so every flag's path stays valid
    for p in dict.fromkeys(writable):
        argv += ["-v", f"{p}:{p}"]
    for key, value in env.items():
        argv += ["-e", f"{key}={value}"]
    return [*argv, image, *ENGINE_ENTRY]
