"""Stand-ins for what preflight asks outside Python: the engine's capabilities probe answer,
`docker image inspect` and nvidia-smi (installed on PATH as scripts by the tests)."""

from __future__ import annotations

from typing import Any

GOOD_PROBE: dict[str, Any] = {
    "schema": 1,
    "executable": "/opt/engine/bin/python",
    "sglang": "0.5.23",
    "humming_kernels": "0.1.12",
    "torch": "2.13.0",
    "cuda": {
        "available": True,
        "device_name": "NVIDIA H200",
        "capability": [9, 0],
        "torch_cuda": "13.0",
    },
    "fp8_lm_head_native": False,
    "draft_shares_head_native": False,
    "external_package_supported": True,
    "ext_compatible": True,
    "moe_humming_available": True,
    "errors": [],
}

# A stand-in for docker: answers `image inspect --format {{.Id}} IMAGE` as a real one would.
FAKE_DOCKER = """#!/bin/sh
case "$*" in
"image inspect --format {{.Id}} ling/sglang:present")
    printf '  sha256:%s  \\n' "$(printf '0123456789%.0s' 1 2 3 4 5 6 7 8 9)"; exit 0 ;;
"image inspect --format {{.Id}} ling/sglang:quiet") exit 1 ;;
esac
echo "warning: first line" >&2
echo "Error: No such image: $5" >&2
exit 1
"""

# nvidia-smi --query-gpu=name,memory.total,memory.free,compute_cap --format=csv,noheader,nounits
FAKE_SMI = "#!/bin/sh\necho 'NVIDIA H200, 143771, 140000, 9.0'\n"
