import { styled } from "styled-system/jsx";
import { text } from "styled-system/recipes";

export const Text = styled("p", text);
export const Heading = styled("h1", text, { defaultProps: { variant: "heading" } });
