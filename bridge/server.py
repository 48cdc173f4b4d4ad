"""The WebSocket server: moves frames between connections and `protocol.handle_message`.

Security lives here: the token is checked at the HTTP handshake (401 otherwise, also for a
request with two Authorization headers or a token that is not text), frames are capped at 1 MiB
(close 1009), and an exclusive backend answers a second connection `busy`. A failed or idle
handshake is logged as one line, never with a traceback: anyone who can reach the port can
cause one.
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import json
import logging
from dataclasses import dataclass
from http import HTTPStatus
from types import TracebackType
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from . import protocol
from .backends.base import Backend
from .errors import BUSY, EXIT_USAGE, ProtocolError, StartupError

log = logging.getLogger("bridge.server")

MAX_FRAME_BYTES = 1 << 20
# RFC 6455 "try again later": the exclusive backend is serving someone else.
CLOSE_TRY_AGAIN_LATER = 1013


@dataclass(frozen=True)
class ServerConfig:
    """Where to listen and whom to let in."""

    host: str = "127.0.0.1"
    port: int = 8765
    token: str | None = None
    max_frame_bytes: int = MAX_FRAME_BYTES


def is_loopback(host: str) -> bool:
    """True for localhost and any loopback address (127.0.0.0/8, ::1)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name other than localhost may resolve anywhere


def check_exposure(config: ServerConfig) -> None:
    """Refuse to listen beyond loopback without a token."""
    if not is_loopback(config.host) and not config.token:
        raise StartupError(
            f"refusing to listen on non-loopback host {config.host!r} without a token: "
            "pass --token T or set ITERAPLAN_BRIDGE_TOKEN",
            EXIT_USAGE,
        )


def presented_token(request: Request) -> str | None:
    """The token a client presents: `Authorization: Bearer T`, else the `token` query param.

    Two Authorization headers, or a `token` query param given twice (`?token=a&token=b`, blank
    ones included), present no token: which one would count is anyone's guess, and a proxy or
    client may read the other one."""
    headers = request.headers.get_all("Authorization")
    if len(headers) > 1:
        return None
    if headers:
        scheme, _, value = headers[0].partition(" ")
        if scheme.lower() == "bearer" and value.strip():
            return value.strip()
    values = parse_qs(urlsplit(request.path).query, keep_blank_values=True).get("token")
    return values[0] if values is not None and len(values) == 1 else None


def token_bytes(text: str) -> bytes | None:
    """The bytes of a token as sent (headers arrive as ASCII with surrogate escapes); None
    when the text cannot be bytes at all (a lone surrogate from a bad query string)."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return None


def token_matches(expected: str, presented: str | None) -> bool:
    """Constant-time comparison, so the reply time does not leak how much of a guess matched."""
    presented_bytes = token_bytes(presented or "")
    if presented_bytes is None:
        return False
    return hmac.compare_digest(expected.encode(), presented_bytes)


class HandshakeLogFilter(logging.Filter):
    """Turns websockets' "opening handshake failed" traceback into one line naming the cause."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.getMessage().startswith("opening handshake failed"):
            error = record.exc_info[1]
            cause = error.__cause__ or error
            record.msg = "opening handshake failed: %s: %s"
            record.args = (type(cause).__name__, cause)
            record.levelno, record.levelname = logging.INFO, "INFO"
            record.exc_info = None
            record.exc_text = None
        return True


handshake_log = logging.getLogger("bridge.handshake")
handshake_log.addFilter(HandshakeLogFilter())


class BridgeServer:
    """A listening bridge. Use `async with BridgeServer(backend, config) as server: server.url`."""

    def __init__(self, backend: Backend, config: ServerConfig) -> None:
        check_exposure(config)
        self._backend = backend
        self._config = config
        self._server: Server | None = None

    @property
    def url(self) -> str:
        """`ws://HOST:PORT` with the port actually bound (useful with port 0)."""
        if self._server is None:
            raise RuntimeError("server not started")
        port = self._server.sockets[0].getsockname()[1]
        host = self._config.host
        return f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"

    async def start(self) -> str:
        """Bind and listen; return the url."""
        self._server = await serve(
            self._connection,
            self._config.host,
            self._config.port,
            process_request=self._authorise if self._config.token else None,
            max_size=self._config.max_frame_bytes,
            compression=None,  # frames are small; deflate would only add latency
            # Keepalive pings go on (a peer gone from the network is found when one cannot be
            # delivered), but a pong that is late never closes the connection: a client busy
            # with its own work on a loaded machine (a planner's search) is slow, not gone, and
            # websockets' default (no pong within 20 s: close 1011) dropped it mid-episode.
            ping_timeout=None,
            logger=handshake_log,
        )
        log.info("listening on %s (backend %s)", self.url, self._backend.name)
        return self.url

    async def close(self) -> None:
        """Stop accepting, close open connections, release the backend."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        self._backend.close()

    async def __aenter__(self) -> "BridgeServer":
        await self.start()
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.close()

    def _authorise(self, connection: ServerConnection, request: Request) -> Response | None:
        assert self._config.token is not None
        try:
            allowed = token_matches(self._config.token, presented_token(request))
        except Exception:  # noqa: BLE001 - whatever a hostile request holds, it gets 401, not 500
            allowed = False
        if allowed:
            return None
        log.warning("refused a connection from %s: missing or wrong token", connection.remote_address)
        response = connection.respond(HTTPStatus.UNAUTHORIZED, "missing or wrong bridge token\n")
        response.headers["WWW-Authenticate"] = 'Bearer realm="iteraplan-bridge"'
        return response

    async def _connection(self, connection: ServerConnection) -> None:
        try:
            session = self._backend.open_session()
        except ProtocolError as error:
            await self._refuse(connection, error)
            return
        log.debug("connection from %s opened", connection.remote_address)
        try:
            async for frame in connection:
                if self._backend.blocking:
                    reply = await asyncio.to_thread(protocol.handle_message, frame, self._backend, session)
                else:
                    reply = protocol.handle_message(frame, self._backend, session)
                await connection.send(json.dumps(reply))
        except ConnectionClosed:
            pass  # the client went away; nothing to answer
        finally:
            session.close()
            log.debug("connection from %s closed", connection.remote_address)

    async def _refuse(self, connection: ServerConnection, error: ProtocolError) -> None:
        """Answer the first request with the error (under its id), then close."""
        if error.code == BUSY:
            log.info("refused a connection from %s: %s", connection.remote_address, error.message)
        try:
            frame = await connection.recv()
            reply = protocol.error_reply(protocol.request_id_of(frame), error)
            await connection.send(json.dumps(reply))
            await connection.close(CLOSE_TRY_AGAIN_LATER, error.code)
        except ConnectionClosed:
            pass
