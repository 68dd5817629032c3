// Temporary: worker/spa/ still imports this path while it is being rewritten; everything else
// imports ./permissions.shared (decision 0042). Remove once nothing does.
export * from "./permissions.shared";
