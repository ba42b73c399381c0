// The UI libraries the mall provides one copy of. Tenants and shared plugins declare them as
// peerDependencies and import them directly; the app build and the tests dedupe them; tsup
// leaves them (like every declared dependency) as imports. The dependency rule reads this list.
export const SHARED_UI = ['react', 'react-dom', 'antd', '@ant-design/icons', 'mobx', 'mobx-react-lite', 'react-router-dom'];
