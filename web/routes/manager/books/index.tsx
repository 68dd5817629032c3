import { useLingui } from "@lingui/react/macro";
import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { z } from "zod";
import { PageFrame } from "../../../components/page-frame";

export const Route = createFileRoute("/manager/books/")({
  validateSearch: z.object({ searchTerm: z.string().catch("").default("") }),
  search: { middlewares: [stripSearchParams({ searchTerm: "" })] },
  component: function ManagerBooks() {
    const { t } = useLingui();
    return <PageFrame title={t`Books`} />;
  },
});
