import { createElement, type SVGProps } from "react";

/** An icon's drawing as Lucide's data lists it: each element's tag and attributes. */
export type IconNode = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "color"> {
  /** Width and height (24 unless given). */
  size?: number | string;
}

/** Lucide's rule: an icon given an accessible name or role is content, any other is decoration. */
const named = (props: object) =>
  Object.entries(props).some(([prop, value]) => value != null && (prop.startsWith("aria-") || prop === "role"));

/**
 * An icon component that renders what lucide-react's component for this icon renders: the same
 * <svg> attributes in the same order, its `lucide lucide-<name>` classes (with one for each
 * alias), `aria-hidden` unless named, and any other prop (`ref` too) passed to the <svg>.
 * Written once here so that lucide-react need not be installed (docs/decisions/0029); the
 * icons in ./icons/ are generated from its data, and `npm run icons:lucide` checks that each
 * renders the same markup as lucide-react's before writing it.
 */
export function lucideIcon(name: string, aliases: readonly string[], node: IconNode) {
  const classes = ["lucide", name, ...aliases].join(" lucide-");
  return function LucideIcon({ size = 24, className, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${classes} ${className}` : classes,
        ...(named(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}
