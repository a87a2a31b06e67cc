#!/usr/bin/env bash
# The OpenAPI document as Python's tooling reads it (a step of npm test; alone, after a
# build: bash scripts/check-openapi.sh). The document is built from the compiled gateway's
# routes and checked by openapi-spec-validator (PyPI, installed once by
# deploy/local/tools.sh), which compiles every `pattern` with Python's `re`; the unit tests
# check the same document with @readme/openapi-parser.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="$(bash "$REPO_ROOT/deploy/local/tools.sh" openapi-validate)"
document="$(mktemp --suffix=.json)"
trap 'rm -f "$document"' EXIT

node --input-type=module -e "
  const gateway = process.argv[1] + '/services/gateway/dist/openapi/';
  const { buildOpenApiDocument } = await import(gateway + 'openapi-document.js');
  const { API_ROUTES } = await import(gateway + 'api-routes.js');
  process.stdout.write(JSON.stringify(buildOpenApiDocument(API_ROUTES)));
" "$REPO_ROOT" >"$document"
if ! report="$("$PYTHON" -m openapi_spec_validator "$document" 2>&1)"; then
  printf '%s\nopenapi: openapi-spec-validator refused the document (above)\n' "$report" >&2
  exit 1
fi
