//! Discord's HTTP interactions endpoint (`serve --http <addr>`): Discord POSTs each slash
//! command and button press, signed with the application's Ed25519 key, and takes the HTTP
//! response as the interaction's answer. Requests go through the same app as the gateway's
//! (`edge::handle`), posts and DMs through the same REST client. `GET /health` answers the
//! process's health as JSON.
//!
//! One route and small bodies: the request is parsed with httparse, one request per connection,
//! with a time limit and size limits, rather than with a server framework.

use std::sync::Arc;
use std::time::Duration;

use ::serenity::builder::Builder as _;
use chrono::Utc;
use ed25519_dalek::{Signature, VerifyingKey};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::{
    Answerer, Error, attachment, components, deliver_quietly, is_repeat,
    lifecycle::{Gate, Pass},
    mentions::Mentions,
    play_press, private_command, reply_to_channel, split_message,
};
use crate::app::{App, Command, Request, User};
use crate::core::Msg;
use crate::core::msg::Translate;
use crate::i18n::Tr;

/// Largest request head and body read.
const MAX_HEAD: usize = 16 * 1024;
const MAX_BODY: usize = 1024 * 1024;
/// A connection that has not sent its whole request by then is dropped.
const READ_LIMIT: Duration = Duration::from_secs(10);

/// Discord's permission bits: Administrator and Manage Server.
const ADMINISTRATOR: u64 = 1 << 3;
const MANAGE_GUILD: u64 = 1 << 5;
/// The interaction flag of a message only its requester sees.
const EPHEMERAL: u64 = 64;

/// The application's public key (hex, from the developer portal) as a verifying key.
pub fn public_key(hex: &str) -> Result<VerifyingKey, String> {
    let bytes = decode_hex(hex.trim())
        .and_then(|b| <[u8; 32]>::try_from(b).ok())
        .ok_or_else(|| "discord_public_key: expected 64 hexadecimal digits".to_string())?;
    VerifyingKey::from_bytes(&bytes)
        .map_err(|_| "discord_public_key: not a valid Ed25519 public key".to_string())
}

fn decode_hex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) || !s.is_ascii() {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok())
        .collect()
}

/// Whether `signature` (hex, `X-Signature-Ed25519`) signs `timestamp` (`X-Signature-Timestamp`)
/// followed by the body, with the application's key.
pub fn verify(key: &VerifyingKey, signature: &str, timestamp: &str, body: &[u8]) -> bool {
    let Some(sig) = decode_hex(signature.trim()).and_then(|b| <[u8; 64]>::try_from(b).ok()) else {
        return false;
    };
    let mut message = timestamp.as_bytes().to_vec();
    message.extend_from_slice(body);
    key.verify_strict(&message, &Signature::from_bytes(&sig))
        .is_ok()
}

/// What the endpoint shares with the gateway side of the process.
pub struct Endpoint {
    pub app: App,
    pub http: Arc<serenity::Http>,
    pub key: VerifyingKey,
    pub gate: Arc<Gate>,
    pub mentions: Mentions,
    pub defer_after: Duration,
}

/// Serves connections until `stop` turns true.
pub async fn run(
    listener: TcpListener,
    endpoint: Arc<Endpoint>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stop.wait_for(|s| *s) => return,
        };
        match accepted {
            Ok((stream, _)) => {
                tokio::spawn(connection(stream, endpoint.clone()));
            }
            Err(e) => {
                tracing::warn!(error = %e, "HTTP endpoint: accept failed");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

/// One request of a connection.
struct HttpRequest {
    method: String,
    path: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl HttpRequest {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Reads one request; `Err` is the status to answer (400 malformed, 413 too large).
async fn read_request(stream: &mut TcpStream) -> Result<HttpRequest, u16> {
    let mut buf = Vec::with_capacity(4096);
    let mut chunk = [0u8; 8192];
    let (head_len, method, path, headers) = loop {
        let n = stream.read(&mut chunk).await.map_err(|_| 400u16)?;
        if n == 0 {
            return Err(400);
        }
        buf.extend_from_slice(&chunk[..n]);
        let mut slots = [httparse::EMPTY_HEADER; 48];
        let mut req = httparse::Request::new(&mut slots);
        match req.parse(&buf) {
            Ok(httparse::Status::Complete(len)) => {
                let headers = req
                    .headers
                    .iter()
                    .map(|h| {
                        (
                            h.name.to_string(),
                            String::from_utf8_lossy(h.value).into_owned(),
                        )
                    })
                    .collect::<Vec<_>>();
                break (
                    len,
                    req.method.unwrap_or_default().to_string(),
                    req.path.unwrap_or_default().to_string(),
                    headers,
                );
            }
            Ok(httparse::Status::Partial) if buf.len() < MAX_HEAD => continue,
            Ok(httparse::Status::Partial) => return Err(413),
            Err(_) => return Err(400),
        }
    };
    let mut req = HttpRequest {
        method,
        path,
        headers,
        body: Vec::new(),
    };
    let length: usize = match req.header("content-length") {
        Some(v) => v.trim().parse().map_err(|_| 400u16)?,
        None => 0,
    };
    if length > MAX_BODY {
        return Err(413);
    }
    let mut body = buf.split_off(head_len);
    while body.len() < length {
        let n = stream.read(&mut chunk).await.map_err(|_| 400u16)?;
        if n == 0 {
            return Err(400);
        }
        body.extend_from_slice(&chunk[..n]);
    }
    body.truncate(length);
    req.body = body;
    Ok(req)
}

/// A response, and who waits until it is written (an interaction's posts and follow-ups go
/// after its answer).
type Response = (u16, Value, Option<Written>);
type Written = tokio::sync::oneshot::Sender<()>;

async fn connection(mut stream: TcpStream, endpoint: Arc<Endpoint>) {
    let (status, body, written) =
        match tokio::time::timeout(READ_LIMIT, read_request(&mut stream)).await {
            Err(_) => (408, json!({"error": "request timeout"}), None),
            Ok(Err(status)) => (status, json!({"error": "bad request"}), None),
            Ok(Ok(req)) => route(&endpoint, req).await,
        };
    let text = body.to_string();
    let reason = match status {
        200 => "OK",
        401 => "Unauthorized",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        413 => "Payload Too Large",
        503 => "Service Unavailable",
        _ => "Bad Request",
    };
    let head = format!(
        "HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
        text.len()
    );
    let _ = stream.write_all(head.as_bytes()).await;
    let _ = stream.write_all(text.as_bytes()).await;
    let _ = stream.flush().await;
    if let Some(w) = written {
        let _ = w.send(());
    }
    let _ = stream.shutdown().await;
}

async fn route(endpoint: &Arc<Endpoint>, req: HttpRequest) -> Response {
    let path = req.path.split('?').next().unwrap_or_default();
    match (req.method.as_str(), path) {
        ("GET", "/health") => {
            let g = endpoint.gate.counts();
            let body = (
                if g.closed { 503 } else { 200 },
                json!({
                    "status": if g.closed { "stopping" } else { "ok" },
                    "in_flight": g.in_flight,
                    "handled": g.handled,
                    "database": endpoint.app.db.health(),
                }),
            );
            (body.0, body.1, None)
        }
        ("POST", "/" | "/interactions") => interaction(endpoint, &req).await,
        (_, "/" | "/interactions" | "/health") => {
            (405, json!({"error": "method not allowed"}), None)
        }
        _ => (404, json!({"error": "not found"}), None),
    }
}

/// A signed interaction: PING gets PONG, a command or a button goes to the app.
async fn interaction(endpoint: &Arc<Endpoint>, req: &HttpRequest) -> Response {
    let (Some(sig), Some(ts)) = (
        req.header("x-signature-ed25519"),
        req.header("x-signature-timestamp"),
    ) else {
        return (401, json!({"error": "missing signature"}), None);
    };
    if !verify(&endpoint.key, sig, ts, &req.body) {
        return (401, json!({"error": "invalid request signature"}), None);
    }
    let Ok(v) = serde_json::from_slice::<Value>(&req.body) else {
        return (400, json!({"error": "not JSON"}), None);
    };
    match v["type"].as_u64() {
        Some(1) => (200, json!({"type": 1}), None),
        Some(2) | Some(3) => {
            // Stopping: new connections are no longer accepted (a load balancer sends them to
            // another worker); a request already read is answered with a retry, not an error.
            let Some(pass) = endpoint.gate.enter() else {
                let text = Tr::for_locale(v["locale"].as_str()).tr(&Msg::new("restarting"));
                return (200, message_response(4, &text, true, Value::Null), None);
            };
            match answer(endpoint, &v, pass).await {
                Ok((response, written)) => (200, response, written),
                Err(e) => (200, internal_error(v["locale"].as_str(), &e), None),
            }
        }
        _ => (400, json!({"error": "unknown interaction type"}), None),
    }
}

/// A private "something went wrong" answer with a reference to the logged error.
fn internal_error(locale: Option<&str>, e: &Error) -> Value {
    let reference = crate::app::error_reference();
    tracing::error!(reference = %reference, error = %e, "HTTP interaction failed");
    let text = Tr::for_locale(locale).tr(&Msg::new("error-internal").text("reference", reference));
    message_response(4, &text, true, Value::Null)
}

fn message_response(kind: u64, text: &str, ephemeral: bool, rows: Value) -> Value {
    let rows = if rows.is_null() { json!([]) } else { rows };
    json!({
        "type": kind,
        "data": {
            "content": text,
            "flags": if ephemeral { EPHEMERAL } else { 0 },
            "components": rows,
            "allowed_mentions": {"parse": []},
        }
    })
}

fn id_of(v: &Value) -> Option<u64> {
    v.as_str().and_then(|s| s.parse().ok()).or(v.as_u64())
}

fn user_of(u: &Value) -> Option<User> {
    Some(User {
        id: id_of(&u["id"])?,
        name: u["global_name"]
            .as_str()
            .or(u["username"].as_str())
            .unwrap_or_default()
            .to_string(),
    })
}

/// The app command of an application command's data, as the poise commands build it.
fn command_of(data: &Value) -> Option<Command> {
    let name = data["name"].as_str()?;
    let mut opts = data["options"].as_array().cloned().unwrap_or_default();
    let mut sub = None;
    if let Some(first) = opts.first()
        && first["type"].as_u64() == Some(1)
    {
        sub = first["name"].as_str().map(str::to_string);
        opts = first["options"].as_array().cloned().unwrap_or_default();
    }
    let opt = |n: &str| {
        opts.iter()
            .find(|o| o["name"] == n)
            .map(|o| o["value"].clone())
    };
    let text = |n: &str| opt(n).and_then(|v| v.as_str().map(str::to_string));
    let int = |n: &str| opt(n).and_then(|v| v.as_i64());
    let flag = |n: &str| opt(n).and_then(|v| v.as_bool());
    let user = |n: &str| {
        let id = opt(n)?;
        let id = id.as_str()?;
        user_of(&data["resolved"]["users"][id])
    };
    Some(match (name, sub.as_deref()) {
        ("game", Some("new")) => Command::New {
            game: super::game_id(int("game")?),
            players: int("players"),
            seed: int("seed"),
            options: text("options"),
            language: text("language"),
        },
        ("game", Some("join")) => Command::Join {
            faction: text("faction"),
            color: text("color"),
        },
        ("game", Some("leave")) => Command::Leave,
        ("game", Some("start")) => Command::Start {
            speaker: user("speaker"),
            seating: int("seating").map(|i| if i == 1 { "join" } else { "random" }.to_string()),
        },
        ("game", Some("status")) if flag("board") == Some(false) => Command::StatusText,
        ("game", Some("status")) => Command::Status,
        ("game", Some("log")) => Command::Log {
            count: int("count"),
        },
        ("game", Some("undo")) => Command::Undo,
        ("game", Some("settings")) => Command::Settings {
            reminder_hours: int("reminder"),
            reaction_hours: int("reaction"),
            host: user("host"),
            language: text("language"),
        },
        ("game", Some("abandon")) => Command::Abandon,
        ("game", Some("adjust")) => Command::Adjust {
            text: text("change")?,
        },
        ("play", _) => Command::Play {
            text: text("action")?,
        },
        ("odds", _) => Command::Odds {
            attacker: text("attacker")?,
            defender: text("defender")?,
            flags: text("flags")
                .unwrap_or_default()
                .split([' ', ','])
                .filter(|f| !f.is_empty())
                .map(str::to_string)
                .collect(),
            game: int("game").map(super::game_id),
        },
        ("hand", _) => Command::Hand,
        ("help", _) => Command::Help,
        ("remind", _) => Command::Remind {
            interval: int("interval"),
            quiet: text("quiet"),
            tz: text("tz"),
        },
        ("vacation", _) => Command::Vacation { on: flag("on")? },
        _ => return None,
    })
}

/// Runs a command or a press through the app.
///
/// A press goes the gateway's way ([`play_press`]), its first answer in the response body:
/// answered in place (type 7) when its status edits the pressed message, else its buttons
/// removed when spent, or a message of its own; deferred (type 6) after `defer_after` or when
/// its answer has an image, then answered through REST (an edit of the original response, or
/// a follow-up).
///
/// A command is answered with its reply (type 4) when it is ready within `defer_after` and has
/// no image, else deferred (type 5, private when the command may answer privately) and the
/// reply sent as a follow-up. Posts and DMs go out through REST after the response, quietly
/// (`edge::Quiet`), as on the gateway.
///
/// `pass` is held until the reply, posts and DMs are sent, so a shutdown waits for them.
async fn answer(
    endpoint: &Arc<Endpoint>,
    v: &Value,
    pass: Pass,
) -> Result<(Value, Option<Written>), Error> {
    let component = v["type"].as_u64() == Some(3);
    let member = &v["member"];
    let user = user_of(if member.is_object() {
        &member["user"]
    } else {
        &v["user"]
    })
    .ok_or("an interaction without a user")?;
    let permissions = member["permissions"]
        .as_str()
        .and_then(|p| p.parse::<u64>().ok())
        .unwrap_or(0);
    let channel = id_of(&v["channel_id"])
        .or_else(|| id_of(&v["channel"]["id"]))
        .ok_or("an interaction without a channel")?;
    let command = if component {
        let data = &v["data"];
        let pressed = match data["values"].as_array().and_then(|a| a.first()) {
            Some(value) => value.as_str().unwrap_or_default().to_string(),
            None => data["custom_id"].as_str().unwrap_or_default().to_string(),
        };
        Command::Press { custom_id: pressed }
    } else {
        match command_of(&v["data"]) {
            Some(c) => c,
            None => {
                let text = Tr::for_locale(v["locale"].as_str()).tr(&Msg::new("bad-argument")
                    .text("input", v["data"]["name"].as_str().unwrap_or_default())
                    .text("error", "unknown command or option"));
                return Ok((message_response(4, &text, true, Value::Null), None));
            }
        }
    };
    if let Some(app_id) = id_of(&v["application_id"]) {
        endpoint
            .http
            .set_application_id(serenity::ApplicationId::new(app_id.max(1)));
    }
    let private = !component && private_command(&command);
    let locale = v["locale"].as_str().map(str::to_string);
    let req = Request {
        user: user.clone(),
        channel,
        guild: id_of(&v["guild_id"]),
        interaction: v["id"].as_str().map(str::to_string),
        locale: locale.clone(),
        now: Utc::now(),
        command,
        manage_server: permissions & (ADMINISTRATOR | MANAGE_GUILD) != 0,
    };
    let token = v["token"].as_str().unwrap_or_default().to_string();
    let (written, written_rx) = tokio::sync::oneshot::channel();
    if component {
        let pressed = serenity::MessageId::new(id_of(&v["message"]["id"]).unwrap_or(0).max(1));
        let (answer_tx, answer_rx) = tokio::sync::oneshot::channel();
        let endpoint = endpoint.clone();
        tokio::spawn(async move {
            let _pass = pass;
            let ep = &*endpoint;
            let mut answerer = Answerer::body(&ep.http, &token, answer_tx, written_rx);
            let played = play_press(
                &ep.http,
                &ep.app,
                &ep.mentions,
                req,
                pressed,
                ep.defer_after,
                &mut answerer,
            )
            .await;
            if answerer.unanswered() {
                // A repeated interaction (its first delivery answers it), or a failure first.
                let body = match &played {
                    Ok(()) => json!({"type": 6}),
                    Err(e) => internal_error(locale.as_deref(), e),
                };
                let _ = answerer.respond_json(body).await;
            } else if let Err(e) = played {
                tracing::warn!(error = %e, "HTTP interaction: a press was not wholly answered");
            }
        });
        let body = answer_rx.await.unwrap_or_else(|_| json!({"type": 6}));
        return Ok((body, Some(written)));
    }
    let app = endpoint.app.clone();
    let mut task = tokio::spawn(async move { crate::edge::handle(&app, req).await });
    let ready = if endpoint.defer_after.is_zero() {
        None
    } else {
        match tokio::time::timeout(endpoint.defer_after, &mut task).await {
            Ok(done) => Some(done?),
            Err(_) => None,
        }
    };
    let tr = Tr::for_locale(locale.as_deref());
    if let Some(mut effects) = ready.clone()
        && effects.reply.image.is_none()
    {
        if is_repeat(&effects) {
            return Ok((json!({"type": 5}), None));
        }
        endpoint.mentions.effects(&mut effects);
        let r = &effects.reply;
        let reply_public = !r.ephemeral;
        let text = split_message(&r.text)
            .into_iter()
            .next()
            .unwrap_or_else(|| "✓".into());
        let rows = serde_json::to_value(components(&r.buttons))?;
        let response = message_response(4, &text, r.ephemeral, rows);
        let endpoint = endpoint.clone();
        tokio::spawn(async move {
            let _pass = pass;
            let _ = written_rx.await;
            deliver_quietly(
                &endpoint.http,
                &endpoint.app,
                &effects,
                serenity::ChannelId::new(channel.max(1)),
                reply_public,
            )
            .await;
        });
        return Ok((response, Some(written)));
    }
    // Deferred: the reply follows through REST once the app is done.
    let endpoint2 = endpoint.clone();
    tokio::spawn(async move {
        let _pass = pass;
        let _ = written_rx.await;
        let effects = match ready {
            Some(e) => Ok(e),
            None => task.await,
        };
        let mut effects = match effects {
            Ok(e) => e,
            Err(e) => {
                tracing::error!(error = %e, "HTTP interaction: the app task failed");
                return;
            }
        };
        if is_repeat(&effects) {
            return;
        }
        endpoint2.mentions.effects(&mut effects);
        if private && !effects.reply.ephemeral {
            // As on the gateway: the public answer goes to the channel, its log lines leading
            // the status there (`edge::fold_log`), and the requester is told privately.
            crate::edge::fold_log(&mut effects);
            reply_to_channel(&mut effects, tr.tr(&Msg::new("done-see-channel")));
        }
        let reply_public = !effects.reply.ephemeral;
        let http = &endpoint2.http;
        let r = &effects.reply;
        let pieces = split_message(&r.text);
        let sent = async {
            if !private && r.ephemeral {
                serenity::CreateInteractionResponseFollowup::new()
                    .content(tr.tr(&Msg::new("answered-privately")))
                    .ephemeral(true)
                    .allowed_mentions(super::pings([]))
                    .execute(http, (None, &token))
                    .await?;
            }
            let mut f = serenity::CreateInteractionResponseFollowup::new()
                .content(pieces.first().cloned().unwrap_or_else(|| "✓".to_string()))
                .ephemeral(r.ephemeral)
                .allowed_mentions(super::pings([]))
                .components(components(&r.buttons));
            if let Some(img) = &r.image {
                f = f.add_file(attachment(img));
            }
            f.execute(http, (None, &token)).await?;
            for more in pieces.iter().skip(1) {
                serenity::CreateInteractionResponseFollowup::new()
                    .content(more)
                    .ephemeral(r.ephemeral)
                    .allowed_mentions(super::pings([]))
                    .execute(http, (None, &token))
                    .await?;
            }
            Ok::<(), serenity::Error>(())
        }
        .await;
        if let Err(e) = sent {
            tracing::warn!(error = %e, "HTTP interaction: the follow-up failed");
        }
        deliver_quietly(
            http,
            &endpoint2.app,
            &effects,
            serenity::ChannelId::new(channel.max(1)),
            reply_public,
        )
        .await;
    });
    Ok((
        json!({"type": 5, "data": {"flags": if private { EPHEMERAL } else { 0 }}}),
        Some(written),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ed25519_dalek::{Signer, SigningKey};

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn signatures_are_checked_against_the_timestamp_and_the_body() {
        let signer = SigningKey::from_bytes(&[7u8; 32]);
        let key = public_key(&hex(signer.verifying_key().as_bytes())).unwrap();
        let body = br#"{"type":1}"#;
        let sig = hex(&signer
            .sign(&[b"1700000000".as_slice(), body].concat())
            .to_bytes());
        assert!(verify(&key, &sig, "1700000000", body));
        assert!(!verify(&key, &sig, "1700000001", body), "another timestamp");
        assert!(
            !verify(&key, &sig, "1700000000", br#"{"type":2}"#),
            "another body"
        );
        assert!(!verify(&key, "zz", "1700000000", body), "not hex");
        assert!(!verify(&key, &sig[..64], "1700000000", body), "too short");
        assert!(public_key("abc").is_err());
        assert!(public_key(&"0".repeat(63)).is_err());
    }

    #[test]
    fn commands_are_read_as_the_poise_commands_build_them() {
        let data = json!({"name": "game", "options": [{"type": 1, "name": "new", "options": [
            {"name": "game", "type": 4, "value": 0}, {"name": "players", "type": 4, "value": 3}]}]});
        match command_of(&data) {
            Some(Command::New { game, players, .. }) => {
                assert_eq!(game, crate::games::GameKind::ALL[0].id());
                assert_eq!(players, Some(3));
            }
            other => panic!("{other:?}"),
        }
        let data = json!({"name": "game", "options": [{"type": 1, "name": "start", "options": [
            {"name": "speaker", "type": 6, "value": "5"}]}], "resolved": {"users": {"5": {"id": "5", "username": "eve"}}}});
        match command_of(&data) {
            Some(Command::Start {
                speaker: Some(u), ..
            }) => assert_eq!((u.id, u.name.as_str()), (5, "eve")),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            command_of(&json!({"name": "play", "options": [{"name": "action", "type": 3, "value": "pass"}]})),
            Some(Command::Play { text }) if text == "pass"
        ));
        assert!(
            command_of(&json!({"name": "play"})).is_none(),
            "a missing option"
        );
        assert!(command_of(&json!({"name": "nope"})).is_none());
        assert!(command_of(&json!({})).is_none());
    }
}
