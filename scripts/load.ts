/**
 * `npm run load`: a steady load on the production build in workerd (wrangler dev, local D1
 * and KV) for LOAD_SECONDS (default 60): people signing in with emailed codes, readers
 * listing books, and an admin creating books, all at once. It prints the figures, then
 * counts the rows: every create that answered 201 must be there exactly once.
 * Exits 1 on any error, non-2xx answer, or lost or duplicated write.
 */
import autocannon, { type Result } from "autocannon";
import { AS_DEPLOYED, ensureBuild, signInByApi, startAppServer, testVarsFor } from "./app-server.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = 4177;
/** Requests per second of each stream: steady, well under what one workerd serves. */
const RATE = { signIn: 5, list: 40, create: 10 } as const;
const RUN = Date.now().toString(36);

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const json = { "content-type": "application/json" };

/** Three requests per person: ask for a code, read it from the dev outbox, sign in with it. */
function signInStream(url: string): autocannon.Options {
  let people = 0;
  // autocannon keeps one context object per connection, across its request sequence.
  const person = (context: object) => context as { email: string; code?: string };
  return {
    url,
    duration: SECONDS,
    connections: 2,
    overallRate: RATE.signIn * 3,
    headers: { ...json, origin: url },
    requests: [
      {
        method: "POST",
        path: "/api/auth/email-otp/send-verification-otp",
        setupRequest: (request, context) => {
          person(context).email = `load-${RUN}-${people++}@example.com`;
          return { ...request, body: JSON.stringify({ email: person(context).email, type: "sign-in" }) };
        },
      },
      {
        method: "GET",
        setupRequest: (request, context) => ({
          ...request,
          // The email leaves through a queue: the outbox waits for it.
          path: `/api/dev/emails?to=${encodeURIComponent(person(context).email)}&wait=3000`,
        }),
        onResponse: (_status, body, context) => {
          const [mail] = JSON.parse(body) as Array<{ code?: string }>;
          person(context).code = mail?.code;
        },
      },
      {
        method: "POST",
        path: "/api/auth/sign-in/email-otp",
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({ email: person(context).email, otp: person(context).code }),
        }),
      },
    ],
  };
}

async function bookTotal(url: string, cookie: string, searchTerm: string) {
  const response = await fetch(`${url}/api/books?limit=1&searchTerm=${encodeURIComponent(searchTerm)}`, {
    headers: { cookie },
  });
  return ((await response.json()) as { total: number }).total;
}

function line(name: string, result: Result) {
  const failed = result.errors + result.timeouts + result.non2xx;
  return [
    name.padEnd(8),
    `${result.requests.total} requests`.padEnd(16),
    `${result.requests.average.toFixed(1)} req/s`.padEnd(13),
    `p50 ${result.latency.p50} ms`.padEnd(12),
    `p99 ${result.latency.p99} ms`.padEnd(12),
    `max ${result.latency.max} ms`.padEnd(13),
    `${failed} failed (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
  ].join(" ");
}

ensureBuild();
const url = `http://127.0.0.1:${PORT}`;
const server = await startAppServer({
  port: PORT,
  stateDir: ".wrangler/load",
  varsFile: testVarsFor(url, AS_DEPLOYED),
});
let failed = false;
try {
  const admin = await signInByApi(url, "admin@example.com");
  const reader = await signInByApi(url, "user@example.com");
  const adminCookie = `${admin.name}=${admin.value}`;
  const marker = `Load ${RUN}`;
  const genres = (await (await fetch(`${url}/api/genres`, { headers: { cookie: adminCookie } })).json()) as Array<{
    id: string;
  }>;
  const genreId = genres[0]?.id;
  let created = 0;

  console.log(
    `Load: ${SECONDS} s on ${url}, ${RATE.signIn} sign-ins/s, ${RATE.list} lists/s, ${RATE.create} creates/s`,
  );
  const [signIns, lists, creates] = await Promise.all([
    run(signInStream(url)),
    run({
      url: `${url}/api/books?limit=20`,
      duration: SECONDS,
      connections: 4,
      overallRate: RATE.list,
      headers: { cookie: `${reader.name}=${reader.value}` },
    }),
    run({
      url,
      duration: SECONDS,
      connections: 2,
      overallRate: RATE.create,
      headers: { ...json, origin: url, cookie: adminCookie },
      requests: [
        {
          method: "POST",
          path: "/api/books",
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ title: `${marker} ${created++}`, author: "Load Test", genreId }),
          }),
        },
      ],
    }),
  ]);

  const stored = await bookTotal(url, adminCookie, marker);
  const createdOk = creates["2xx"];
  console.log(line("sign-in", signIns));
  console.log(line("list", lists));
  console.log(line("create", creates));
  console.log(`Books answered 201: ${createdOk}; rows found afterwards: ${stored}`);
  for (const result of [signIns, lists, creates]) {
    if (result.errors + result.timeouts + result.non2xx > 0) failed = true;
  }
  if (stored !== createdOk) {
    console.log(`Lost or duplicated writes: ${stored - createdOk}`);
    failed = true;
  }
} finally {
  server.stop();
}
console.log(failed ? "Load: FAILED" : "Load: 0 errors, 0 lost or duplicated writes");
process.exitCode = failed ? 1 : 0;
