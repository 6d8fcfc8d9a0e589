// The part of react-router-dom the portal uses, shared as 'react-router-dom' (createWebpackConfig.cjs).
// A shared module is built whole; through this file webpack keeps only what these names need of react-router (the
// package has no side effects), not its data routers, server rendering and forms. tests/unit/reactRouterFacade.test.ts
// fails when the portal's code imports a name from react-router-dom that is not here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
