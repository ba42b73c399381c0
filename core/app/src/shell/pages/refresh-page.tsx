import { Spin } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** /refresh: reopens a page in place (page jump NO_JUMP to the same path, after cart import). */
export default function RefreshPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const to = (location.state as { to?: string } | null)?.to ?? new URLSearchParams(location.search).get('to') ?? '/';
  useEffect(() => {
    navigate(to.startsWith('/') && !to.startsWith('//') ? to : '/', { replace: true });
  }, [navigate, to]);
  return <Spin fullscreen />;
}
