package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
)

// testPKI is a certificate authority with a server certificate for
// localhost and a client certificate, written as PEM files.
type testPKI struct {
	caFile, clientCert, clientKey string
	ca                            *x509.CertPool
	server                        tls.Certificate
}

func newTestPKI(t *testing.T) testPKI {
	dir := t.TempDir()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	caTmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "codemode test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	require.NoError(t, err)
	caCert, err := x509.ParseCertificate(caDER)
	require.NoError(t, err)

	issue := func(serial int64, usage x509.ExtKeyUsage) ([]byte, *ecdsa.PrivateKey) {
		key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		require.NoError(t, err)
		tmpl := &x509.Certificate{
			SerialNumber: big.NewInt(serial), Subject: pkix.Name{CommonName: "localhost"},
			NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
			DNSNames: []string{"localhost"}, IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
			KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{usage},
		}
		der, err := x509.CreateCertificate(rand.Reader, tmpl, caCert, &key.PublicKey, caKey)
		require.NoError(t, err)
		return der, key
	}
	writePEM := func(name, kind string, der []byte) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der}), 0o600))
		return path
	}
	keyDER := func(k *ecdsa.PrivateKey) []byte {
		b, err := x509.MarshalECPrivateKey(k)
		require.NoError(t, err)
		return b
	}
	p := testPKI{ca: x509.NewCertPool()}
	p.ca.AddCert(caCert)
	p.caFile = writePEM("ca.pem", "CERTIFICATE", caDER)
	serverDER, serverKey := issue(2, x509.ExtKeyUsageServerAuth)
	p.server = tls.Certificate{Certificate: [][]byte{serverDER}, PrivateKey: serverKey}
	clientDER, clientKey := issue(3, x509.ExtKeyUsageClientAuth)
	p.clientCert = writePEM("client.pem", "CERTIFICATE", clientDER)
	p.clientKey = writePEM("client-key.pem", "EC PRIVATE KEY", keyDER(clientKey))
	return p
}

// tlsProxy terminates TLS (mutual when mutual is set) in front of the
// plain gRPC server at backend, the way a load balancer in front of a
// self-hosted cluster does, and returns its address.
func tlsProxy(t *testing.T, p testPKI, backend string, mutual bool) string {
	cfg := &tls.Config{Certificates: []tls.Certificate{p.server}, NextProtos: []string{"h2"}}
	if mutual {
		cfg.ClientAuth, cfg.ClientCAs = tls.RequireAndVerifyClientCert, p.ca
	}
	l, err := tls.Listen("tcp", "127.0.0.1:0", cfg)
	require.NoError(t, err)
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			in, err := l.Accept()
			if err != nil {
				return
			}
			go func() {
				defer in.Close()
				if err := in.(*tls.Conn).Handshake(); err != nil {
					return
				}
				out, err := net.Dial("tcp", backend)
				if err != nil {
					return
				}
				defer out.Close()
				go io.Copy(out, in)
				io.Copy(in, out)
			}()
		}
	}()
	return l.Addr().String()
}

// TestConnectionFromTheEnvironment runs programs against a server behind
// TLS and mutual TLS, configured as every Temporal tool is: the
// TEMPORAL_* variables of the SDK's envconfig, or a profile of a client
// configuration file.
func TestConnectionFromTheEnvironment(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	backend, err := connect(temporalFlags{stateDir: filepath.Join(t.TempDir(), "state"), taskQueue: workflow.DefaultTaskQueue})
	require.NoError(t, err)
	defer backend.Close()
	pki := newTestPKI(t)
	prog := writeFile(t, "p.js", `return (await tools.testkit.add({a: 40, b: 2})).sum`)
	runArgs := []string{"run", "--json", "--tools", "testkit", prog}

	// Mutual TLS from environment variables.
	mtls := tlsProxy(t, pki, backend.server.HostPort(), true)
	t.Setenv("TEMPORAL_ADDRESS", mtls)
	t.Setenv("TEMPORAL_NAMESPACE", "default")
	t.Setenv("TEMPORAL_TLS_SERVER_CA_CERT_PATH", pki.caFile)
	t.Setenv("TEMPORAL_TLS_SERVER_NAME", "localhost")
	t.Setenv("TEMPORAL_TLS_CLIENT_CERT_PATH", pki.clientCert)
	t.Setenv("TEMPORAL_TLS_CLIENT_KEY_PATH", pki.clientKey)
	code, out, errOut := runCmd(t, "", runArgs...)
	require.Equal(t, 0, code, errOut)
	require.JSONEq(t, "42", string(decodeResult(t, out).Value))
	require.NotContains(t, errOut, "embedded server")

	// Without the client certificate the server's side refuses.
	t.Setenv("TEMPORAL_TLS_CLIENT_CERT_PATH", "")
	t.Setenv("TEMPORAL_TLS_CLIENT_KEY_PATH", "")
	code, _, errOut = runCmd(t, "", append(runArgs, "--workflow-id", "no-cert")...)
	require.Equal(t, 1, code, errOut)
	require.Contains(t, errOut, "connecting to Temporal at "+mtls)

	// Server-side TLS from a profile of a configuration file; --profile
	// picks it.
	// (A variable set to "" still overrides the file: unset them.)
	for _, v := range []string{"TEMPORAL_ADDRESS", "TEMPORAL_NAMESPACE", "TEMPORAL_TLS_SERVER_CA_CERT_PATH", "TEMPORAL_TLS_SERVER_NAME",
		"TEMPORAL_TLS_CLIENT_CERT_PATH", "TEMPORAL_TLS_CLIENT_KEY_PATH"} {
		t.Setenv(v, "") // restored when the test ends
		os.Unsetenv(v)
	}
	tlsOnly := tlsProxy(t, pki, backend.server.HostPort(), false)
	config := writeFile(t, "temporal.toml", `
[profile.staging]
address = "`+tlsOnly+`"
namespace = "default"
[profile.staging.tls]
server_ca_cert_path = "`+pki.caFile+`"
server_name = "localhost"
`)
	t.Setenv("TEMPORAL_CONFIG_FILE", config)
	code, out, errOut = runCmd(t, "", append(runArgs, "--profile", "staging")...)
	require.Equal(t, 0, code, errOut)
	require.JSONEq(t, "42", string(decodeResult(t, out).Value))
	require.NotContains(t, errOut, "embedded server")

	// A profile that is not there is a clear error.
	code, _, errOut = runCmd(t, "", append(runArgs, "--profile", "nope")...)
	require.Equal(t, 1, code)
	require.Contains(t, errOut, "nope")
}
