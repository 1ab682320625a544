/** Unknown API paths answer a JSON 404 instead of falling into the [lang] pages. */
const notFound = () => Response.json({ error: 'Not found' }, { status: 404 });

export { notFound as GET, notFound as POST, notFound as PUT, notFound as DELETE };
