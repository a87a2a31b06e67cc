"""Drives a tus endpoint with tuspy, as a photographer's script would; prints one JSON answer.

  discover            OPTIONS on the endpoint: what the server says it supports
  upload              tuspy's own upload; --stop-at ends it early (the process "dies"), and a
                      later run with the same --url-storage resumes where the server says it is
  create-with-upload  one POST carrying the whole file (tus creation-with-upload), then what a
                      retrying tuspy does with the upload's address: asks HEAD and sends the rest
"""
import argparse
import json
import sys
from urllib.parse import urljoin

import requests
from tusclient import client as tus_client
from tusclient.exceptions import TusCommunicationError
from tusclient.storage.filestorage import FileStorage


def pairs(values):
    return dict(value.split("=", 1) for value in values or [])


def answer_of(response):
    return {"status": response.status_code, "headers": dict(response.headers), "body": response.text}


def discover(args):
    return answer_of(requests.options(args.endpoint, headers=pairs(args.header)))


def upload(args):
    storage = FileStorage(args.url_storage) if args.url_storage else None
    client = tus_client.TusClient(args.endpoint, headers=pairs(args.header))
    uploader = client.uploader(
        file_path=args.file,
        chunk_size=args.chunk_size,
        metadata=pairs(args.metadata),
        store_url=storage is not None,
        url_storage=storage,
    )
    resumed_from = uploader.offset if uploader.url else None
    try:
        uploader.upload(stop_at=args.stop_at)
    except TusCommunicationError as error:
        return {"error": str(error), "status": error.status_code, "body": (error.response_content or b"").decode("utf-8", "replace")}
    last = uploader.request
    return {
        "url": uploader.url,
        "resumedFrom": resumed_from,
        "offset": uploader.offset,
        "size": uploader.get_file_size(),
        "status": last.status_code if last else None,
        "body": last.response_content.decode("utf-8", "replace") if last and last.response_content else "",
    }


def create_with_upload(args):
    client = tus_client.TusClient(args.endpoint, headers=pairs(args.header))
    uploader = client.uploader(file_path=args.file, metadata=pairs(args.metadata))
    headers = uploader.get_url_creation_headers()
    headers["Content-Type"] = "application/offset+octet-stream"
    with open(args.file, "rb") as file:
        created = requests.post(args.endpoint, headers=headers, data=file.read())
    result = {"created": answer_of(created)}
    location = created.headers.get("location")
    if location:
        # A client that lost this answer starts again from the upload's address: tuspy asks the
        # offset (HEAD) and sends only what the server does not have.
        retry = client.uploader(file_path=args.file, url=urljoin(args.endpoint, location))
        result["retry"] = {"resumedFrom": retry.offset}
        retry.upload()
        result["retry"]["sentAfter"] = retry.request is not None
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["discover", "upload", "create-with-upload"])
    parser.add_argument("--endpoint", required=True)
    parser.add_argument("--file")
    parser.add_argument("--header", action="append")
    parser.add_argument("--metadata", action="append")
    parser.add_argument("--chunk-size", type=int, default=256 * 1024)
    parser.add_argument("--stop-at", type=int)
    parser.add_argument("--url-storage")
    args = parser.parse_args()
    run = {"discover": discover, "upload": upload, "create-with-upload": create_with_upload}[args.mode]
    json.dump(run(args), sys.stdout)


if __name__ == "__main__":
    main()
