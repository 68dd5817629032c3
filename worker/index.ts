import { createApp } from "./app";

export default createApp();
