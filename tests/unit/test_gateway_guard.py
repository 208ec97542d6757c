"""The gateway's connection guard on its own: who owns a loopback peer, the descriptor budget."""

from __future__ import annotations

import os
import resource
import socket

from app.core.descriptors import out_of_descriptors, raise_soft_limit
from app.core.gateway.guard import MAX_TOTAL, MIN_TOTAL, PeerUsers, connection_budget


def test_the_user_of_a_loopback_peer_is_told_by_its_4_tuple():
    users = PeerUsers()
    with socket.create_server(("127.0.0.1", 0)) as srv:
        client = socket.create_connection(srv.getsockname())
        conn, peer = srv.accept()
        try:
            assert users.uid(peer, conn.getsockname()) == os.getuid()
            # No such connection: nobody, not a guess.
            assert users.uid(("127.0.0.1", 1), srv.getsockname()) is None
        finally:
            client.close()
            conn.close()
            users.close()


def test_the_soft_limit_is_raised_and_the_budget_keeps_a_reserve():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))  # a desktop session's default
        now = raise_soft_limit()
        assert now == resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        if hard == resource.RLIM_INFINITY or hard >= 8192:
            assert now > 1024
        budget = connection_budget(2048)
        assert MIN_TOTAL <= budget <= MAX_TOTAL and budget < now - 2048
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_out_of_descriptors_is_found_through_wrapping():
    import errno

    import httpx

    try:
        try:
            raise OSError(errno.EMFILE, "Too many open files")
        except OSError as inner:
            group = ExceptionGroup("attempts", [inner])
            raise httpx.ConnectError("All connection attempts failed") from group
    except httpx.ConnectError as exc:
        assert out_of_descriptors(exc)
    assert not out_of_descriptors(ConnectionRefusedError(errno.ECONNREFUSED, "refused"))
    assert not out_of_descriptors(None)


def test_no_peer_no_answer():
    users = PeerUsers()
    try:
        assert users.uid(None, ("127.0.0.1", 1)) is None
        assert users.uid(("not an address", 1), ("127.0.0.1", 1)) is None
    finally:
        users.close()


def test_the_user_of_an_ipv6_loopback_peer_too():
    users = PeerUsers()
    try:
        srv = socket.create_server(("::1", 0), family=socket.AF_INET6)
    except OSError:
        users.close()
        return  # no IPv6 loopback here
    with srv:
        client = socket.create_connection(srv.getsockname()[:2])
        conn, peer = srv.accept()
        try:
            assert users.uid(peer, conn.getsockname()) == os.getuid()
        finally:
            client.close()
            conn.close()
            users.close()
