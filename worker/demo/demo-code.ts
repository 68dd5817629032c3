/** The one code that signs anyone in during the read-only demo (shown on the login screen). */
export const DEMO_CODE = "EDGE24";
