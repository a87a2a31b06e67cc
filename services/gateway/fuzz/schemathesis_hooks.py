"""Schemathesis hooks for `npm run fuzz` (loaded through SCHEMATHESIS_HOOKS by fuzz.ts).

The tus PATCH carries raw bytes as `application/offset+octet-stream`, a media type
Schemathesis has no serializer for: it gets arbitrary bytes, as any other binary body.
"""

import schemathesis
from hypothesis import strategies as st

schemathesis.openapi.media_type("application/offset+octet-stream", st.binary(max_size=4096))
