import sys

from app.entry import main

sys.exit(main())
