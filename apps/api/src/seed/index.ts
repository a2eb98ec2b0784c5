/** Demo rows of each area register themselves in demoSeeders when imported here. */
export { DEMO_PASSWORD, demoLogins, isDatabaseEmpty, seedDemo } from "./demo";
