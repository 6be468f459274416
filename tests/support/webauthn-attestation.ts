import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";

/*
 * A platform authenticator's answer to a registration ceremony, made as one makes it: a new P-256
 * key, "none" attestation (what the passkey plugin asks for), user present and verified. Enough for
 * @simplewebauthn/server's verifyRegistrationResponse; signing in with it is the browser test's.
 */

/** CBOR (RFC 8949) for what an attestation object holds: small maps, text, bytes, small integers. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

/** The JSON `navigator.credentials.create()` gives (as @simplewebauthn/browser posts it) for `challenge`. */
export function registrationResponse({ challenge, origin }: { challenge: string; origin: string }) {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  // COSE_Key of an ES256 key: kty EC2 (2), alg -7, crv P-256 (1), x, y.
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const credentialId = randomBytes(16);
  const credentialIdLength = Buffer.alloc(2);
  credentialIdLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    createHash("sha256").update(new URL(origin).hostname).digest(),
    Buffer.from([0x45]), // flags: user present (0x01), user verified (0x04), credential data (0x40)
    Buffer.alloc(4), // sign count 0
    Buffer.alloc(16), // AAGUID: none
    credentialIdLength,
    credentialId,
    coseKey,
  ]);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: "webauthn.create", challenge, origin, crossOrigin: false }),
  );
  const id = credentialId.toString("base64url");
  return {
    id,
    rawId: id,
    type: "public-key",
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
    response: {
      clientDataJSON: clientDataJSON.toString("base64url"),
      attestationObject: attestationObject.toString("base64url"),
      transports: ["internal"],
    },
  };
}
