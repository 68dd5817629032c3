import { ark } from "@ark-ui/react/factory";
import { createStyleContext } from "styled-system/jsx";
import { alert } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(alert);

export const Root = withProvider(ark.div, "root", { defaultProps: { role: "alert" } });
export const Content = withContext(ark.div, "content");
export const Icon = withContext(ark.svg, "icon");
export const Title = withContext(ark.h5, "title");
export const Description = withContext(ark.div, "description");
