import { Drawer } from "@ark-ui/react/drawer";
import { useLocaleContext } from "@ark-ui/react/locale";
import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import { createStyleContext, Stack } from "styled-system/jsx";
import { drawer } from "styled-system/recipes";
import { Menu, X } from "../components/icons";
import { IconButton } from "../components/ui/button";

const { withRootProvider, withContext } = createStyleContext(drawer);
const Root = withRootProvider(Drawer.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
const Backdrop = withContext(Drawer.Backdrop, "backdrop");
const Positioner = withContext(Drawer.Positioner, "positioner");
const Content = withContext(Drawer.Content, "content");
const Header = withContext("div", "header");
const Body = withContext("div", "body");
const Title = withContext(Drawer.Title, "title");
const CloseTrigger = withContext(Drawer.CloseTrigger, "closeTrigger");

/**
 * A phone's navigation: a menu button opening the area's links in a drawer from the start
 * side (the right in Arabic), closed by a swipe back, Escape, or going somewhere.
 */
export function NavDrawer({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a new path.
  useEffect(() => setOpen(false), [pathname]);
  const { dir } = useLocaleContext();

  return (
    <Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      swipeDirection="start"
      variant={dir === "rtl" ? "right" : "left"}
    >
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Open navigation`}>
          <Menu />
        </IconButton>
      </Drawer.Trigger>
      <Backdrop />
      <Positioner width={{ base: "80vw", sm: "sm" }}>
        <Content>
          <Header>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Title>{title}</Title>
              <CloseTrigger asChild>
                <IconButton variant="ghost" size="sm" aria-label={t`Close navigation`}>
                  <X />
                </IconButton>
              </CloseTrigger>
            </Stack>
          </Header>
          <Body>{children}</Body>
        </Content>
      </Positioner>
    </Root>
  );
}
