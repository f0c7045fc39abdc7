export default async function HomePage() {
  return <h1>Cuib</h1>;
}
export const getConfig = async () => ({ render: 'dynamic' }) as const;
