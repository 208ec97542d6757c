"""Ling Desk's engine extension: code that runs INSIDE the SGLang engine process.

The app copies this folder, flat, to a directory on the engine's PYTHONPATH under the name
``ling_desk_engine_ext`` and starts SGLang with ``SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext``.
SGLang's model registry then imports every module of the package and registers each ``EntryClass``
it finds (models/registry.py ``import_model_classes``), ahead of its built-in classes.

Modules (import rules matter: the registry imports all of them, and the GUI imports ``report``):

- ``report``: the report line format and its parser; standard library only.
- ``capabilities``: a script the app runs with the engine's Python; standard library at import.
- ``fp8_head``: the FP8 LM head (per-output-channel quantization, Humming or torch kernel);
  torch only, with humming-kernels when present. No sglang import, so benchmarks can use it.
- ``bailing``: the SGLang model subclasses (``EntryClass``) and the report from inside the engine.

This file must stay free of imports: importing ``app.engine_ext.report`` runs it in the GUI's Python.
"""
