import { styled } from "styled-system/jsx";
import { spinner } from "styled-system/recipes";

export const Spinner = styled("span", spinner, { defaultProps: { role: "status", "aria-hidden": true } });
