import { read, screens } from "../spa/screens.shared";

export const dashboardRead = read(["dashboard"], "/api/dashboard");

export default screens({ "/manager/dashboard": { reads: () => [dashboardRead] } });
