"""A fake Discord on 127.0.0.1 for end-to-end tests: the real discord.py client (and RulekeeperBot) logs in,
syncs its commands, keeps a gateway session and answers interactions against it, and every REST call is recorded,
so a test asserts what Discord would have received.

- REST under /api/v10 (the bot's DISCORD_API_BASE): GET /gateway/bot (the gateway's URL), GET users/@me and
  applications/@me (login), PUT the application's global or guild commands (sync), POST interaction callbacks
  (answered with {"interaction": …, "resource": …}, as discord.py asks with `with_response`), followup webhooks
  (POST, and GET/PATCH/DELETE of @original or a message), channel messages (POST, PATCH, GET) and channels.
  Every answer is JSON with Content-Type exactly application/json (discord.py parses nothing else).
- The gateway (a websocket at /gateway): HELLO, IDENTIFY → READY then GUILD_CREATE, heartbeats → ACK, and
  `dispatch()` for INTERACTION_CREATE. Frames are plain JSON text (discord.py accepts them beside zlib-stream).

Builders make the interactions Discord would send: `command("ruling", situation=…)`, `command("quiz", sub="start")`,
`click(message, custom_id)`; in a server channel by default, or in a DM (`dm=True`), with given permissions.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

DISCORD_EPOCH = 1420070400000
APP_ID = 900000000000000001
GUILD_ID = 500000000000000001
CHANNEL_ID = 600000000000000001
DM_CHANNEL_ID = 600000000000000099
OWNER_ID = 700000000000000001
USER_ID = 700000000000000002
EPHEMERAL = 64
ALL_PERMISSIONS = (1 << 50) - 1
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 16)  # view, send, embed links, read history


@dataclass
class Call:
    """One REST call the bot made: its method, path (under the API base), query, JSON body and auth header."""

    method: str
    path: str
    query: dict[str, str]
    body: Any
    auth: str | None
    at: float = field(default_factory=time.monotonic)

    def __repr__(self) -> str:
        return f"<{self.method} {self.path}>"


def user_payload(ident: int, name: str, *, bot: bool = False) -> dict:
    return {
        "id": str(ident),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": None,
        "bot": bot,
        "public_flags": 0,
    }


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat()


class FakeDiscord:
    def __init__(self, *, heartbeat_ms: int = 1000) -> None:
        self.heartbeat_ms = heartbeat_ms
        self.calls: list[Call] = []
        self.identifies: list[dict] = []
        self.heartbeats = 0
        self.sockets: list[web.WebSocketResponse] = []
        self.messages: dict[str, dict] = {}  # every message by id, as Discord keeps it
        self.interactions: dict[str, dict] = {}  # by token: the interaction and its original response's id
        self.commands: dict[str, list[dict]] = {}  # "global" or a guild id: the commands last synced there
        self._ids = itertools.count(1)
        self._seq = 0
        self.bot_user = user_payload(APP_ID, "Rulekeeper", bot=True)
        self.url = ""
        self._runner: web.AppRunner | None = None

    # --- life cycle ----------------------------------------------------------------------------------------

    async def start(self) -> str:
        """Serve on 127.0.0.1 (a free port); the REST base URL, for DISCORD_API_BASE."""
        app = web.Application(client_max_size=8 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{path:.*}", self._rest)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        return self.api

    @property
    def api(self) -> str:
        return self.url + "/api/v10"

    async def stop(self) -> None:
        for ws in self.sockets:
            if not ws.closed:
                await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def snowflake(self) -> str:
        return str(((int(time.time() * 1000) - DISCORD_EPOCH) << 22) + next(self._ids))

    # --- the gateway ---------------------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.sockets.append(ws)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms}, "s": None, "t": None})
        async for msg in ws:
            if msg.type is not WSMsgType.TEXT:
                continue
            payload = json.loads(msg.data)
            op = payload.get("op")
            if op == 1:  # heartbeat
                self.heartbeats += 1
                await ws.send_json({"op": 11, "d": None, "s": None, "t": None})
            elif op == 2:  # identify
                self.identifies.append(payload["d"])
                await self._send(ws, "READY", self._ready())
                await self._send(ws, "GUILD_CREATE", self.guild_payload())
            elif op == 6:  # resume: not kept here; the client identifies again
                await ws.send_json({"op": 9, "d": False, "s": None, "t": None})
        return ws

    async def _send(self, ws: web.WebSocketResponse, event: str, data: dict) -> None:
        self._seq += 1
        await ws.send_json({"op": 0, "t": event, "s": self._seq, "d": data})

    async def dispatch(self, event: str, data: dict) -> None:
        """Send a gateway event to the bot's open session."""
        ws = next(ws for ws in reversed(self.sockets) if not ws.closed)
        await self._send(ws, event, data)

    def _ready(self) -> dict:
        return {
            "v": 10,
            "user": self.bot_user,
            "guilds": [{"id": str(GUILD_ID), "unavailable": True}],
            "session_id": "fake-session",
            "resume_gateway_url": self.url.replace("http", "ws", 1) + "/gateway",
            "application": {"id": str(APP_ID), "flags": 0},
        }

    def guild_payload(self) -> dict:
        everyone = {
            "id": str(GUILD_ID),
            "name": "@everyone",
            "permissions": str(MEMBER_PERMISSIONS),
            "position": 0,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        return {
            "id": str(GUILD_ID),
            "name": "Test server",
            "unavailable": False,
            "owner_id": str(OWNER_ID),
            "roles": [everyone],
            "channels": [self.channel_payload()],
            "members": [],
            "member_count": 3,
            "features": [],
            "emojis": [],
            "stickers": [],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "large": False,
            "joined_at": _now(),
            "premium_tier": 0,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "preferred_locale": "en-US",
            "afk_timeout": 300,
        }

    def channel_payload(self, channel_id: int = CHANNEL_ID) -> dict:
        return {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(GUILD_ID),
            "name": "rules-questions",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
        }

    # --- interactions as Discord sends them ------------------------------------------------------------------

    def _base(self, kind: int, *, user: int, dm: bool, permissions: int, message: dict | None = None) -> dict:
        token = "itoken-" + self.snowflake()
        data: dict[str, Any] = {
            "id": self.snowflake(),
            "application_id": str(APP_ID),
            "type": kind,
            "token": token,
            "version": 1,
            "locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024,
            "app_permissions": str(MEMBER_PERMISSIONS),
        }
        person = user_payload(user, f"user{user % 1000}")
        if dm:
            data |= {
                "channel_id": str(DM_CHANNEL_ID),
                "channel": {"id": str(DM_CHANNEL_ID), "type": 1, "recipients": [person], "last_message_id": None},
                "user": person,
                "context": 1,
                "authorizing_integration_owners": {"0": str(GUILD_ID)},
            }
        else:
            data |= {
                "guild_id": str(GUILD_ID),
                "guild_locale": "en-US",
                "channel_id": str(CHANNEL_ID),
                "channel": self.channel_payload(),
                "member": {
                    "user": person,
                    "roles": [],
                    "joined_at": _now(),
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                    "permissions": str(permissions),
                },
                "context": 0,
                "authorizing_integration_owners": {"0": str(GUILD_ID)},
            }
        if message is not None:
            data["message"] = message
        self.interactions[token] = {"interaction": data, "original": None}
        return data

    def command(
        self,
        name: str,
        /,
        *,
        sub: str | None = None,
        user: int = USER_ID,
        dm: bool = False,
        permissions: int = MEMBER_PERMISSIONS,
        **options: Any,
    ) -> dict:
        """An application command interaction: /name [sub] option:value … (types from the values)."""

        def option(key: str, value: Any) -> dict:
            kind = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
            return {"name": key, "type": kind, "value": value}

        opts = [option(k, v) for k, v in options.items()]
        if sub is not None:
            opts = [{"name": sub, "type": 1, "options": opts}]
        data = {"id": self.command_id(name), "name": name, "type": 1, "options": opts}
        return self._base(2, user=user, dm=dm, permissions=permissions) | {"data": data}

    def click(self, message: dict, custom_id: str, *, user: int = USER_ID, dm: bool = False) -> dict:
        """A button click on `message` (as Discord keeps it: with its components)."""
        data = {"custom_id": custom_id, "component_type": 2}
        return self._base(3, user=user, dm=dm, permissions=MEMBER_PERMISSIONS, message=message) | {"data": data}

    def command_id(self, name: str) -> str:
        for commands in self.commands.values():
            for command in commands:
                if command["name"] == name:
                    return command["id"]
        return "1"

    async def send(self, interaction: dict) -> dict:
        """INTERACTION_CREATE through the gateway; the interaction, to wait for its answers."""
        await self.dispatch("INTERACTION_CREATE", interaction)
        return interaction

    # --- waiting for what the bot sends ----------------------------------------------------------------------

    async def wait_for(self, predicate, timeout: float = 10.0) -> Call:
        deadline = time.monotonic() + timeout
        while True:
            for call in self.calls:
                if predicate(call):
                    return call
            if time.monotonic() > deadline:
                raise AssertionError(f"no such call within {timeout} s; calls: {self.calls}")
            await asyncio.sleep(0.02)

    def calls_for(self, interaction: dict) -> list[Call]:
        """Every call that answers `interaction`: its callback, followups, edits of its messages."""
        token = interaction["token"]
        return [c for c in self.calls if f"/{token}" in c.path]

    async def answered(self, interaction: dict, timeout: float = 10.0) -> Call:
        """The interaction's callback (its first answer)."""
        path = f"/interactions/{interaction['id']}/{interaction['token']}/callback"
        return await self.wait_for(lambda c: c.method == "POST" and c.path == path, timeout)

    async def followed_up(self, interaction: dict, timeout: float = 10.0) -> Call:
        path = f"/webhooks/{APP_ID}/{interaction['token']}"
        return await self.wait_for(lambda c: c.method == "POST" and c.path == path, timeout)

    def sends(self) -> list[Call]:
        """Every call that creates or edits a message (what can ping someone)."""
        return [c for c in self.calls if c.method in ("POST", "PATCH") and _makes_message(c)]

    def channel_messages(self, channel_id: int = CHANNEL_ID) -> list[dict]:
        return [m for m in self.messages.values() if m["channel_id"] == str(channel_id)]

    # --- REST ------------------------------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["path"]
        body: Any = None
        if request.can_read_body:
            if request.content_type == "application/json":
                body = await request.json()
            elif request.content_type.startswith("multipart/"):
                form = await request.post()
                body = json.loads(form["payload_json"]) if "payload_json" in form else {}
        call = Call(request.method, path, dict(request.query), body, request.headers.get("Authorization"))
        self.calls.append(call)
        status, answer = self._route(call)
        if answer is None:
            return web.Response(status=status)
        # exactly application/json: discord.py parses nothing else (aiohttp's content_type= adds a charset)
        headers = {"Content-Type": "application/json"}
        return web.Response(status=status, body=json.dumps(answer).encode(), headers=headers)

    def _route(self, call: Call) -> tuple[int, Any]:
        parts = call.path.strip("/").split("/")
        method = call.method
        if parts == ["gateway", "bot"]:
            gateway = self.url.replace("http", "ws", 1) + "/gateway"
            limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
            return 200, {"url": gateway, "shards": 1, "session_start_limit": limit}
        if parts == ["users", "@me"]:
            if call.auth is None or not call.auth.startswith("Bot "):
                return 401, {"message": "401: Unauthorized", "code": 0}
            return 200, self.bot_user
        if parts in (["applications", "@me"], ["oauth2", "applications", "@me"]):
            return 200, self._application()
        if parts[0] == "applications" and parts[-1] == "commands" and method in ("PUT", "GET"):
            scope = parts[3] if len(parts) == 5 else "global"
            if method == "PUT":
                self.commands[scope] = [self._registered(c, scope) for c in call.body]
            return 200, self.commands.get(scope, [])
        if parts[0] == "interactions" and parts[-1] == "callback":
            return self._callback(parts[2], call.body)
        if parts[0] == "webhooks":
            return self._webhook(method, parts[2], parts[3:], call)
        if parts[0] == "channels":
            return self._channel(method, parts[1], parts[2:], call.body)
        return 404, {"message": "404: Not Found", "code": 0}

    def _application(self) -> dict:
        return {
            "id": str(APP_ID),
            "name": "Rulekeeper",
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": user_payload(OWNER_ID, "owner"),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "summary": "",
            "rpc_origins": [],
        }

    def _registered(self, command: dict, scope: str) -> dict:
        out = dict(command) | {"id": self.snowflake(), "application_id": str(APP_ID), "version": self.snowflake()}
        if scope != "global":
            out["guild_id"] = scope
        return out

    def _message(self, channel_id: str, body: dict, *, interaction: dict | None = None) -> dict:
        message = {
            "id": self.snowflake(),
            "channel_id": channel_id,
            "type": 0 if interaction is None else 20,
            "content": body.get("content") or "",
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "attachments": [],
            "author": self.bot_user,
            "timestamp": _now(),
            "edited_timestamp": None,
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "flags": body.get("flags") or 0,
        }
        if interaction is not None:
            message["webhook_id"] = str(APP_ID)
            message["application_id"] = str(APP_ID)
        if channel_id == str(CHANNEL_ID):
            message["guild_id"] = str(GUILD_ID)
        self.messages[message["id"]] = message
        return message

    def _callback(self, token: str, body: dict) -> tuple[int, Any]:
        entry = self.interactions.get(token)
        if entry is None:
            return 404, {"message": "Unknown interaction", "code": 10062}
        interaction = entry["interaction"]
        kind, data = body["type"], body.get("data") or {}
        resource: dict[str, Any] = {"type": kind}
        message = None
        if kind in (4, 5):  # a message (5: "thinking…", filled by the first edit of @original)
            message = self._message(interaction["channel_id"], data if kind == 4 else {"flags": data.get("flags")})
            entry["original"] = message["id"]
        elif kind == 7 and interaction.get("message"):  # update the clicked message
            message = self.messages.get(interaction["message"]["id"]) or dict(interaction["message"])
            message.update({k: v for k, v in data.items() if k in ("content", "embeds", "components")})
            entry["original"] = message["id"]
        if message is not None:
            resource["message"] = message
        answer = {
            "interaction": {
                "id": interaction["id"],
                "type": interaction["type"],
                "response_message_id": message["id"] if message else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool((data.get("flags") or 0) & EPHEMERAL),
            },
            "resource": resource,
        }
        return 200, answer

    def _webhook(self, method: str, token: str, rest: list[str], call: Call) -> tuple[int, Any]:
        entry = self.interactions.get(token)
        if entry is None:
            return 404, {"message": "Unknown Webhook", "code": 10015}
        channel = entry["interaction"]["channel_id"]
        if not rest and method == "POST":  # a followup
            return 200, self._message(channel, call.body or {}, interaction=entry["interaction"])
        if len(rest) == 2 and rest[0] == "messages":
            ident = entry["original"] if rest[1] == "@original" else rest[1]
            message = self.messages.get(ident or "")
            if message is None:
                return 404, {"message": "Unknown Message", "code": 10008}
            if method == "DELETE":
                del self.messages[ident]
                return 204, None
            if method == "PATCH":
                self._edit(message, call.body or {})
            return 200, message
        return 404, {"message": "404: Not Found", "code": 0}

    def _channel(self, method: str, channel: str, rest: list[str], body: Any) -> tuple[int, Any]:
        if not rest and method == "GET":
            if channel == str(CHANNEL_ID):
                return 200, self.channel_payload()
            return 404, {"message": "Unknown Channel", "code": 10003}
        if rest == ["messages"] and method == "POST":
            return 200, self._message(channel, body or {})
        if len(rest) == 2 and rest[0] == "messages":
            message = self.messages.get(rest[1])
            if message is None:
                return 404, {"message": "Unknown Message", "code": 10008}
            if method == "PATCH":
                self._edit(message, body or {})
            return 200, message
        return 404, {"message": "404: Not Found", "code": 0}

    def _edit(self, message: dict, body: dict) -> None:
        message.update({k: v for k, v in body.items() if k in ("content", "embeds", "components", "flags")})
        message["edited_timestamp"] = _now()


def _makes_message(call: Call) -> bool:
    parts = call.path.strip("/").split("/")
    if parts[0] == "interactions":
        return isinstance(call.body, dict) and call.body.get("type") in (4, 7)
    if parts[0] == "webhooks":
        return True
    return parts[0] == "channels" and "messages" in parts


def buttons(message: dict) -> list[dict]:
    """The buttons of a message, as Discord keeps them."""
    return [c for row in message.get("components", []) for c in row.get("components", []) if c.get("type") == 2]


def text_of(message: dict) -> str:
    parts = [message.get("content") or ""]
    for embed in message.get("embeds", []):
        parts += [embed.get("title") or "", embed.get("description") or ""]
        parts += [f"{f['name']}\n{f['value']}" for f in embed.get("fields", [])]
    return "\n".join(parts)
