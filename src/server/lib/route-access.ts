// Who may reach an /api route. By default only a signed-in person: the app refuses anyone else with 401 before the
// body is parsed or validated (app.ts), so a signed-out caller never learns a route's fields (issue 31 item 12,
// decision 0282). A route that anyone may call says so with this config; it checks whatever else it needs itself
// (a signature, a token, the loopback address) and may still read request.user when a session came along.
export const PUBLIC_ROUTE = { public: true } as const;
