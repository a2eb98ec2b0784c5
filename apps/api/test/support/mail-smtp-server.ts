import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/** A mail as the test SMTP server received it, decoded enough to read what a person would see. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answers 451 to the next `count` RCPT TO (stage 'rcpt') or DATA (stage 'data') commands. */
  refuseNext(stage: "rcpt" | "data", count: number): void;
  /** Mails refused so far, by stage. */
  refused: { rcpt: number; data: number };
  close(): Promise<void>;
}

const tempFailure = (message: string) => Object.assign(new Error(message), { responseCode: 451 });

/** A real SMTP server on a free local port, without auth or TLS, that keeps what it accepts. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const toRefuse = { rcpt: 0, data: 0 };
  const refused = { rcpt: 0, data: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (toRefuse.rcpt > 0) {
        toRefuse.rcpt -= 1;
        refused.rcpt += 1;
        return callback(tempFailure("4.3.0 Boîte occupée, réessayez plus tard"));
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (toRefuse.data > 0) {
          toRefuse.data -= 1;
          refused.data += 1;
          return callback(tempFailure("4.3.0 File pleine, réessayez plus tard"));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ ...parseMail(raw), raw, from, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    refuseNext(stage, count) {
      toRefuse[stage] = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- just enough MIME to read nodemailer's output -------------------------------------------------

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  const clean = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < clean.length; i++) {
    const hex = clean.slice(i + 1, i + 3);
    if (clean[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(clean[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words ('=?UTF-8?Q?…?='), adjacent ones joined before decoding. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  const joined = value.replace(/\?=\s+=\?/g, "?==?");
  return joined.replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const bytes = [...run.matchAll(word)].map(([, , encoding, text = ""]) =>
      encoding?.toUpperCase() === "B" ? Buffer.from(text, "base64") : qpBytes(text.replace(/_/g, " ")),
    );
    return Buffer.concat(bytes).toString("utf8");
  });
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return qpBytes(part.body).toString("utf8");
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r\n/, ""))));
}

export function parseMail(raw: string): Omit<ReceivedMail, "from" | "to" | "raw"> {
  const top = splitPart(raw);
  const parts = leaves(top);
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
  const text = ofType("text/plain");
  const html = ofType("text/html");
  return {
    subject: decodeWords(top.headers.get("subject") ?? ""),
    messageId: top.headers.get("message-id") ?? "",
    text: text ? decodeBody(text).replace(/\r\n/g, "\n") : "",
    html: html ? decodeBody(html).replace(/\r\n/g, "\n") : "",
  };
}
