import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * @simplewebauthn/server's modules that check an authenticator's attestation certificates. better-auth's passkeys ask for no attestation (`attestationType:
 * "none"`), so browsers answer with the "none" format or a self-signed "packed" one, and no
 * certificate ever needs checking; yet verifyRegistrationResponse imports every format's
 * verifier, and with them an X.509 and ASN.1 stack: 82 KiB of a Worker held to 300 KiB
 * gzipped (decisions 0012, 0039). Each stands in as a function that refuses, so a response
 * carrying certificates fails verification (FAILED_TO_VERIFY_REGISTRATION), as an
 * unverifiable one should. The one use of ASN.1 left, reading a signature at every sign-in,
 * is our own reader (worker/auth/ecdsa-signature.ts).
 */
/** Each module by the function it exports, and whether that function is async. */
const CERTIFICATE_CHECKS: Record<string, boolean> = {
  getCertificateInfo: false,
  validateCertificatePath: true,
  convertX509PublicKeyToCOSE: false,
  isCertRevoked: true,
  validateExtFIDOGenCEAAGUID: false,
  verifyMDSBlob: true,
  verifyAttestationAndroidKey: true,
  verifyAttestationAndroidSafetyNet: true,
  verifyAttestationApple: true,
  verifyAttestationFIDOU2F: true,
  verifyAttestationTPM: true,
};

const SIGNATURE_READER = fileURLToPath(new URL("../worker/auth/ecdsa-signature.ts", import.meta.url));

const IMPORTER = /[\\/]@simplewebauthn[\\/]server[\\/]/;
const MODULE = /(?:^|\/)(\w+)\.js$/;

export function webauthnWithoutAttestation(): Plugin {
  const prefix = "\0edgestart:webauthn-certificates:";
  return {
    name: "edgestart:webauthn-without-attestation",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !IMPORTER.test(importer)) return;
      const file = source.match(MODULE)?.[1];
      if (file === "unwrapEC2Signature") return SIGNATURE_READER;
      if (file && file in CERTIFICATE_CHECKS) return `${prefix}${file}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return;
      const name = id.slice(prefix.length);
      const refusal = `throw new Error("Attestation certificates are not checked: passkeys ask for none (build/webauthn-without-attestation.ts)");`;
      return `export ${CERTIFICATE_CHECKS[name] ? "async " : ""}function ${name}() { ${refusal} }`;
    },
  };
}
