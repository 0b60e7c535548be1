// Any path the route table does not know.
import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button.js';

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-700">
        The page you are looking for does not exist or has moved. Check the address, or start again from the
        home page.
      </p>
      <Link href="/" className={buttonClass('default', 'default', 'mt-6')}>
        Go to Home
      </Link>
    </div>
  );
}
