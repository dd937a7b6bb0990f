// The toast container with its styles: a chunk of its own, loaded with the first message.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export default function Toasts() {
  // Top right, 3 s; Alt+T focuses the notifications.
  return <ToastContainer position="top-right" autoClose={3000} pauseOnFocusLoss={false} hotKeys={(e) => e.altKey && e.code === 'KeyT'} />;
}
