import { defineResource } from "../../resource/define-resource";
import { dashboardContract } from "./contract";
import { taskDashboard } from "./services";

export const dashboardModule = defineResource(dashboardContract, { tasks: taskDashboard });
