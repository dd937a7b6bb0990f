// The router, the store hooks and the toasts must be one instance across the shell and every remote. They reach
// the apps through shared-ui (itself a shared singleton) rather than being shared packages of their own: a shared
// package is bundled whole, while these re-exports let each build keep only the parts the site uses.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  type Path,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { toast } from './toast';
