import { DATA_COLOR_ATTRIBUTE, DATA_COLOR_PROPERTY } from "../../worker/spa/slots.shared";

/**
 * Props that give an element a colour that comes with data (a genre's), as the custom
 * property `--data-color` (worker/spa/slots.shared.ts). The CSP refuses a `style` attribute in
 * markup, so the colour is set through the DOM once the element is on the page, and drawn
 * before that by the rule the Worker writes for the attribute.
 */
export function dataColor(color: string) {
  return {
    [DATA_COLOR_ATTRIBUTE]: color,
    ref: (element: HTMLElement | null) => element?.style.setProperty(DATA_COLOR_PROPERTY, color),
  };
}
