/**
 * `npm run icons:lucide`: writes web/components/icons/, one module per Lucide icon the SPA uses,
 * from the pinned lucide-react tarball (decision 0029). lucide-react itself is not installed:
 * 51 MB of node_modules for the icons listed below. To add an icon, add its lucide-react name
 * to the list, run this (with the registry at hand), and import it from "components/icons".
 *
 * Before writing anything, every icon is rendered by lucide-react's own component and by ours
 * (web/components/lucide-icon.ts) with the props the SPA passes, and the two markups must be
 * the same. To move to another version: `npm view lucide-react@<version> dist.integrity`.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { registryTarball } from "../build/registry-tarball.ts";
import { type IconNode, type IconProps, lucideIcon } from "../web/components/lucide-icon.ts";

const version = "1.75.0";
const integrity = "sha512-piesXAZIXru9d5lHBoM6cPHOBs5+QkMx+3EXwG3xWJ7qdViuz92JtYN0u9jMB6jt+2WbQrwhvJGdMwGnL3EOfA==";

/** lucide-react's export names of the icons the SPA imports. */
const icons = [
  "AppWindow",
  "ArrowLeft",
  "Ban",
  "BookOpen",
  "Building2",
  "CalendarDays",
  "Check",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "Copy",
  "Download",
  "Drama",
  "FileCode",
  "House",
  "ImageUp",
  "KeyRound",
  "Languages",
  "LayoutDashboard",
  "LogOut",
  "Mail",
  "Menu",
  "Monitor",
  "Moon",
  "PanelLeftClose",
  "PanelLeftOpen",
  "Pencil",
  "Plus",
  "RotateCcw",
  "Save",
  "Search",
  "SearchX",
  "ShieldCheck",
  "ShieldOff",
  "Sun",
  "Trash2",
  "UserRound",
  "Users",
  "X",
];

/** What the SPA passes to icons, and what a new use could: each must render the same markup. */
const propsToCompare: IconProps[] = [
  {},
  { "aria-hidden": "true" },
  { className: "icon-directional" },
  { "aria-hidden": "true", className: "icon-directional" },
  { "aria-hidden": "true", size: 16 },
  { "aria-hidden": "true", size: 18 },
  { size: "1.25em" },
  { "aria-label": "Label" },
  { role: "img" },
  { "aria-label": undefined, className: "" },
  { strokeWidth: 1.5, width: 20 },
];

interface LucideIconModule {
  default: ComponentType<IconProps>;
  __iconData: {
    name: string;
    size: number;
    node: Array<[string, Record<string, string>, unknown?]>;
    aliases?: string[];
  };
}

const out = fileURLToPath(new URL("../web/components/icons/", import.meta.url));
const header = `// Written by \`npm run icons:lucide\` (scripts/lucide-icons.ts) from lucide-react ${version}
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.`;

/** "Trash2" → "trash-2": the module's file name. */
const fileName = (exportName: string) => exportName.replace(/([a-z0-9])([A-Z0-9])/g, "$1-$2").toLowerCase();

function iconModule(exportName: string, name: string, aliases: string[], node: IconNode): string {
  const elements = node.map(([tag, attributes]) => {
    const pairs = Object.entries(attributes).map(
      ([key, value]) => `${/^[a-z]\w*$/i.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(value)}`,
    );
    return `  [${JSON.stringify(tag)}, { ${pairs.join(", ")} }],`;
  });
  return [
    header,
    'import { lucideIcon } from "../lucide-icon";',
    "",
    `export const ${exportName} = /* @__PURE__ */ lucideIcon(${JSON.stringify(name)}, ${JSON.stringify(aliases)}, [`,
    ...elements,
    "]);",
    "",
  ].join("\n");
}

// Inside the project, so that lucide-react's modules find our React in node_modules.
const cache = fileURLToPath(new URL("../node_modules/.cache/", import.meta.url));
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, "lucide-"));
try {
  const tarball = registryTarball(`lucide-react@${version}`, integrity, work);
  execFileSync("tar", ["-xzf", tarball, "-C", work, "package/LICENSE", "package/dist/esm"]);
  const esm = join(work, "package/dist/esm");
  // The package's entry re-exports each icon under its names: `export { default as Trash2, … } from './icons/trash.mjs';`
  const moduleOf = new Map<string, string>();
  for (const [, names = "", path = ""] of readFileSync(join(esm, "lucide-react.mjs"), "utf8").matchAll(
    /^export \{([^}]*)\} from '(\.\/icons\/[^']+)';$/gm,
  )) {
    for (const [, exported] of names.matchAll(/default as (\w+)/g)) if (exported) moduleOf.set(exported, path);
  }

  const modules = new Map<string, string>();
  for (const exportName of icons) {
    const path = moduleOf.get(exportName);
    if (!path) throw new Error(`lucide-react@${version} has no icon named ${exportName}`);
    const lucide = (await import(pathToFileURL(join(esm, path)).href)) as LucideIconModule;
    const { name, size, node, aliases = [] } = lucide.__iconData;
    if (size !== 24 || node.some((element) => element.length > 2)) {
      throw new Error(`${exportName}: lucideIcon draws flat 24 × 24 icons; this one needs more`);
    }
    // React's keys: lucide-react needs them, as it passes the elements as an array; we do not.
    const drawing: IconNode = node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
    const ours = lucideIcon(name, aliases, drawing);
    for (const props of propsToCompare) {
      const expected = renderToStaticMarkup(createElement(lucide.default, props));
      const actual = renderToStaticMarkup(createElement(ours, props));
      if (actual !== expected) {
        throw new Error(
          `${exportName} with ${JSON.stringify(props)} renders\n${actual}\nnot lucide-react's\n${expected}`,
        );
      }
    }
    modules.set(exportName, iconModule(exportName, name, aliases, drawing));
  }

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  copyFileSync(join(work, "package/LICENSE"), join(out, "LICENSE"));
  for (const [exportName, text] of modules) writeFileSync(join(out, `${fileName(exportName)}.ts`), text);
  writeFileSync(
    join(out, "index.ts"),
    [
      header,
      ...[...modules.keys()].map((exportName) => `export { ${exportName} } from "./${fileName(exportName)}";`),
      "",
    ].join("\n"),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
