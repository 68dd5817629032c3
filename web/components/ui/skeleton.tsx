import { styled } from "styled-system/jsx";
import { skeleton } from "styled-system/recipes";

/** A pulsing placeholder while content loads; hidden from assistive technology. */
export const Skeleton = styled("div", skeleton, { defaultProps: { "aria-hidden": true } });
