import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export type Navigate = (path: string) => void;

/** A navigate function for code outside React (the api's redirect listener), routed through the router once it is mounted. */
export function createNavigator() {
  let routerNavigate: Navigate | null = null;
  const navigate: Navigate = (path) => (routerNavigate ? routerNavigate(path) : window.location.assign(path));
  const attach = (next: Navigate | null) => {
    routerNavigate = next;
  };
  return { navigate, attach };
}

/** Mounted inside the router: hands its navigate function to the navigator. */
export function NavigationBridge({ attach }: { attach: (navigate: Navigate | null) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    attach((path) => navigate(path, { replace: true }));
    return () => attach(null);
  }, [attach, navigate]);
  return null;
}
