import type { Rolldown } from "vite";
import { posixPath } from "./bundle-graph.ts";

/**
 * What every screen runs before its own chunk, in four chunks: React, which changes least
 * often and so stays cached across deploys; the parts of the router, React Query, Lingui and
 * Panda's runtime that the entry imports (`$initial`; what only some screens use, like
 * infinite queries, stays with them), which change with our dependencies; the form pieces
 * (below); and the app's own start-up code, which changes with every release. Left to itself the bundler gives every
 * module that the entry shares with a screen a chunk of its own (twenty on the sign-in
 * screen); fewer chunks compress better and save that screen about 12 KB gzipped.
 */
const reactPackages = ["react", "react-dom", "scheduler"];
const shellPackages = [
  "@tanstack/react-router",
  "@tanstack/router-core",
  "@tanstack/history",
  "@tanstack/query-core",
  "@tanstack/react-query",
  "@tanstack/store",
  "@tanstack/react-store",
  "@lingui/core",
  "@lingui/react",
];
const shellRuntime = [
  "styled-system/css/",
  "styled-system/jsx/",
  "styled-system/helpers",
  "styled-system/recipes/create-recipe",
];

const inPackage = (packages: string[]) => (id: string) =>
  packages.some((name) => posixPath(id).includes(`/node_modules/${name}/`));
const inShellPackage = inPackage(shellPackages);

function shellModules(id: string): boolean {
  return inShellPackage(id) || shellRuntime.some((part) => posixPath(id).includes(`/${part}`));
}

/**
 * The form pieces the sign-in screen draws with (web/components/form-basics.tsx, its alert and
 * field) and what they import beyond React and the shell, in one chunk. The lists' error state
 * shares the form error, and the bundler would otherwise cut the sign-in screen's copy into
 * five small files (1.3 KB more, gzipped).
 */
const formBasics = ["web/components/form-basics", "web/components/ui/alert", "web/components/ui/field"];

/**
 * better-auth's access control (its roles and statements, the app's and the organizations'),
 * which the app's areas, the organization screens and better-auth's client share: one chunk,
 * where the bundler would cut three, each a name more in the preload lists every screen loads.
 */
const accessControl = /\/node_modules\/better-auth\/dist\/plugins\/(?:organization\/|admin\/)?access\//;

export const startupChunks: Rolldown.CodeSplittingGroup[] = [
  { name: "react", test: inPackage(reactPackages) },
  { name: "shell", test: shellModules, tags: ["$initial"] },
  { name: "form-basics", test: (id) => formBasics.some((part) => posixPath(id).includes(`/${part}`)) },
  { name: "access", test: (id) => accessControl.test(posixPath(id)) },
  { name: "app", tags: ["$initial"] },
];
