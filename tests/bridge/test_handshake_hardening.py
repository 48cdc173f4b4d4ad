"""The opening handshake against hostile requests, sent as raw bytes: two Authorization
headers, a token that is not ASCII, a query token that is not UTF-8, an idle or garbage
connection. Each gets 401 (or is dropped) and one log line, never HTTP 500 or a traceback."""

from __future__ import annotations

import asyncio
import logging
from urllib.parse import urlsplit

import pytest

from bridge_helpers import EVENT_BOUND_S, running_bridge


def run(scenario):
    return asyncio.run(asyncio.wait_for(scenario(), timeout=EVENT_BOUND_S))


def upgrade(path: str, *headers: bytes) -> bytes:
    lines = [
        f"GET {path} HTTP/1.1".encode(),
        b"Host: 127.0.0.1",
        b"Upgrade: websocket",
        b"Connection: Upgrade",
        b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        b"Sec-WebSocket-Version: 13",
        *headers,
    ]
    return b"\r\n".join(lines) + b"\r\n\r\n"


async def status_of(url: str, request: bytes) -> int:
    """Sends `request` to the bridge and returns the HTTP status of its answer."""
    parts = urlsplit(url)
    reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
    writer.write(request)
    await writer.drain()
    line = await reader.readline()
    writer.close()
    return int(line.split()[1]) if line else 0  # 0: dropped without an answer


@pytest.mark.parametrize(
    ("path", "headers"),
    [
        ("/", (b"Authorization: Bearer s3cret", b"Authorization: Bearer s3cret")),
        ("/", (b"Authorization: Bearer s3cret", b"Authorization: Bearer wrong")),
        ("/", ("Authorization: Bearer s3cr\u00e9t".encode("latin-1"),)),
        ("/", (b"Authorization: Bearer \xff\xfe",)),
        ("/?token=%FF%FE", ()),
        ("/?token=%ED%A0%80", ()),
    ],
)
def test_hostile_token_requests_get_401_not_500(path, headers, caplog):
    async def scenario() -> int:
        async with running_bridge(token="s3cret") as server:
            return await status_of(server.url, upgrade(path, *headers))

    with caplog.at_level(logging.DEBUG):
        assert run(scenario) == 401
    assert "Traceback" not in caplog.text
    assert not any(record.exc_info for record in caplog.records)


def test_a_header_the_http_parser_cannot_read_is_dropped_with_one_line(caplog):
    async def scenario() -> int:
        async with running_bridge(token="s3cret") as server:
            return await status_of(server.url, upgrade("/", b"Authorization: Bearer \xff\x00"))

    with caplog.at_level(logging.DEBUG):
        assert run(scenario) == 0
    assert "Traceback" not in caplog.text
    assert [r.levelname for r in caplog.records if "handshake failed" in r.getMessage()] == ["INFO"]


def test_the_right_token_still_gets_in_over_raw_http():
    async def scenario() -> int:
        async with running_bridge(token="s3cret") as server:
            return await status_of(server.url, upgrade("/", b"Authorization: Bearer s3cret"))

    assert run(scenario) == 101


@pytest.mark.parametrize("payload", [b"", b"\x16\x03\x01\x02\x00garbage that is no HTTP\r\n\r\n", b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"])
def test_idle_or_garbage_connections_log_one_line_without_a_traceback(payload, caplog):
    async def scenario() -> None:
        async with running_bridge(token="s3cret") as server:
            parts = urlsplit(server.url)
            reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
            writer.write(payload)
            await writer.drain()
            if payload == b"":
                writer.write_eof()  # connected, said nothing, went away
            await reader.read()
            writer.close()

    with caplog.at_level(logging.DEBUG):
        run(scenario)
    assert "Traceback" not in caplog.text
    assert not any(record.exc_info for record in caplog.records)
    failures = [r for r in caplog.records if "handshake failed" in r.getMessage()]
    assert all("\n" not in r.getMessage() for r in failures)
