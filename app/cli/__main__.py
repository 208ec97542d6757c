"""`python -m app.cli`: the command line, as `ling-desk` runs it."""

import sys

from app.cli.main import main

sys.exit(main())
