import { problem } from "./problem";

/** Every /api/v1 path that names nothing, by any method. */
const notFound = () => problem(404, "No such path in the API. Its paths are in /api/v1/openapi.json.");

export const loader = notFound;
export const action = notFound;
