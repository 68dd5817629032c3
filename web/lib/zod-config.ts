/**
 * Zod tries `new Function` once to learn whether it may compile its parsers. The CSP refuses
 * it, and the browser reports the refusal as a violation even though zod catches the error;
 * the forms' small schemas parse fast enough without compiling. Zod's `config({ jitless })`
 * writes this object, which zod keeps on globalThis for all its copies: importing `config`
 * itself would bring 42 KB of zod into every screen's first script. If zod moves it, the
 * accessibility walk (tests/e2e/accessibility.test.ts) sees the violation again.
 */
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zod.__zod_globalConfig ??= {};
zod.__zod_globalConfig.jitless = true;
