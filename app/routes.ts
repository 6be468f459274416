import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Every path no other route claims: the not-found screen with a 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
